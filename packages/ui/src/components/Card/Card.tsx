import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Small controls next to the title (a link, an icon button). */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A raised surface grouping related content. With a title it is a labelled region. */
export function Card({ title, headingLevel = 2, actions, footer, children, className }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = className ? `${styles.root} ${className}` : styles.root;
  const body = (
    <>
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
  return title ? (
    <section aria-labelledby={id} className={classes}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
