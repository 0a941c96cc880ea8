import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { isNotFound, serverMessage } from '../quotes/errors';

/**
 * A failed load: "not found" as a plain empty state (a retry would not help), anything else as an
 * error with the server's message and Retry.
 */
export function LoadFailure({
  error,
  retry,
  isRetrying,
  failed,
  missing,
}: {
  error: unknown;
  retry: () => void;
  isRetrying: boolean;
  failed: MessageDescriptor;
  missing?: MessageDescriptor;
}) {
  const intl = useIntl();
  if (missing && isNotFound(error)) return <EmptyState title={intl.formatMessage(missing)} />;
  return (
    <ErrorState
      description={serverMessage(error) ?? intl.formatMessage(failed)}
      onRetry={retry}
      isRetrying={isRetrying}
    />
  );
}
