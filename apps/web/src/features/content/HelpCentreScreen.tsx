import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { List, ListItem } from '@repo/ui/components/List';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
import { contentTitles, helpMessages as messages } from './messages';
import { MoreHelpLinks } from './MoreHelpLinks';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

export interface HelpCentreScreenProps {
  api: ApiClient;
  paths: ContentPaths;
  onBack?: (() => void) | undefined;
}

/** The help centre: its categories, each with the topics that open as help articles. */
export function HelpCentreScreen({ api, paths, onBack }: HelpCentreScreenProps) {
  const intl = useIntl();
  const result = useApiQuery(apiKey('/help/list'), async () => unwrap(await api.GET('/help/list')));

  const body = (
    <Loaded
      result={result}
      skeletonLines={5}
      loading={messages.loading}
      failed={messages.loadError}
      isEmpty={(data) => !data.some((category) => category.topics.length > 0)}
      empty={<EmptyState title={intl.formatMessage(messages.empty)} />}
    >
      {(data) =>
        data
          .filter((category) => category.topics.length > 0)
          .map((category) => (
            <section
              key={category.id}
              aria-labelledby={`help-category-${category.id}`}
              className={styles.section}
            >
              <h2 id={`help-category-${category.id}`} className={styles.sectionHeading}>
                {category.name}
              </h2>
              <List aria-label={category.name} items={category.topics}>
                {(topic) => (
                  <ListItem
                    id={topic.id}
                    href={paths.helpArticle(topic.id)}
                    title={topic.title}
                    {...(topic.summary ? { description: topic.summary } : {})}
                  />
                )}
              </List>
            </section>
          ))
      }
    </Loaded>
  );

  return (
    <PageFrame title={intl.formatMessage(contentTitles.help)} onBack={onBack}>
      {body}
      <MoreHelpLinks paths={paths} current="help" />
    </PageFrame>
  );
}
