import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';
import * as styles from './ErrorState.css';

const messages = defineMessages({
  title: {
    id: 'ui.errorState.title',
    defaultMessage: 'Something went wrong',
    description: 'Default heading of an error state when loading content failed',
  },
  retry: {
    id: 'ui.errorState.retry',
    defaultMessage: 'Retry',
    description: 'Button that tries loading the failed content again',
  },
});

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Called by the Retry button; without it there is no button. */
  onRetry?: () => void;
  /** True while a retry is running: the button is pending and cannot be pressed twice. */
  isRetrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a screen shows when loading failed, with a retry action. Announced as an alert. */
export function ErrorState({
  title,
  description,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div role="alert">
        <Heading className={styles.title}>{title ?? intl.formatMessage(messages.title)}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {onRetry ? (
        <div className={styles.action}>
          <Button onPress={onRetry} isPending={isRetrying}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
