import { useIntl } from 'react-intl';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { globalMessages } from '../shared/shell/globalMessages';

/**
 * Start-up stopped (the settings decide every route), said in the user's language, with Retry.
 * `offline`: the saved app was opened without a network; it says so and shows no prices or account
 * data (App's BootFailed retries by itself when the connection is back).
 */
export function StartFailure({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <main data-testid={offline ? 'offline' : 'boot-failed'}>
      <ErrorState
        headingLevel={2}
        title={intl.formatMessage(
          offline ? globalMessages.offlineTitle : globalMessages.bootFailedTitle,
        )}
        description={intl.formatMessage(
          offline ? globalMessages.offlineBody : globalMessages.bootFailedBody,
        )}
        onRetry={onRetry}
      />
    </main>
  );
}
