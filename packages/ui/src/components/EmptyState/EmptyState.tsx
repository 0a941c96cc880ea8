import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative illustration or icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** An optional call to action (for example a Button). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or screen shows when there is nothing in it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {icon ? (
        <div aria-hidden="true" className={styles.icon}>
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
