import type { ReactNode } from 'react';
import { Heading } from '@repo/ui/components/Heading';
import { RichText } from '@repo/ui/components/RichText';
import * as styles from './content.css';

/**
 * The body of a written page (an article, a help topic, a site page): its title, its date line and
 * the rich text through RichText, the app's one sanitised HTML sink.
 */
export function ArticleBody({
  title,
  date,
  html,
}: {
  title: string;
  date: ReactNode;
  html: string;
}) {
  return (
    <article aria-labelledby="content-article-title" className={styles.article}>
      <Heading level={2} size="large" id="content-article-title">
        <bdi>{title}</bdi>
      </Heading>
      <p className={styles.meta}>{date}</p>
      <RichText html={html} />
    </article>
  );
}
