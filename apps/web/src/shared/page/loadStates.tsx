import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { isNotFound, serverMessage } from '../errors/errors';

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

/** What a load hook returns (useApiQuery): the state plus retry. */
export type LoadResult<T> = (
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T }
) & { retry: () => void; isRetrying: boolean };

/**
 * The scaffold of a screen that shows one load: a skeleton while loading, the failure (or "not
 * found") with Retry where a retry can help, an empty state when the data has nothing to show, and
 * otherwise what `children` renders of the data.
 */
export function Loaded<T>({
  result,
  skeletonLines,
  loading,
  failed,
  missing,
  empty,
  isEmpty,
  children,
}: {
  result: LoadResult<T>;
  skeletonLines: number;
  /** The skeleton's accessible name ("Loading help topics"). */
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  missing?: MessageDescriptor;
  /** Shown when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (result.status === 'loading')
    return <Skeleton lines={skeletonLines} label={intl.formatMessage(loading)} />;
  if (result.status === 'error')
    return (
      <LoadFailure
        error={result.error}
        retry={result.retry}
        isRetrying={result.isRetrying}
        failed={failed}
        {...(missing ? { missing } : {})}
      />
    );
  if (empty !== undefined && isEmpty?.(result.data)) return empty;
  return children(result.data);
}
