import { useState } from 'react';
import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { nextTask } from '../nextTask';
import type { LoadResult } from '../page/loadStates';

/**
 * One server read through the app's query cache, as a load state: loading (nothing to show yet), an
 * error with Retry, or the data. A new key shows loading at once (never another key's data). When the
 * cache is invalidated (a refresh topic) the read runs again in the background: what is shown stays
 * until the new answer arrives, and a failed background read keeps it.
 */
export function useApiQuery<T>(
  queryKey: QueryKey,
  load: () => Promise<T>,
  options: { enabled?: boolean } = {},
): LoadResult<T> {
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      // A task of its own for each read's request: a screen's reads start from its effects, all in
      // the task that runs them (its first commit's), and each request costs the main thread a few
      // ms (the client's middleware, the browser's fetch). Sent from the next task, a screen's first
      // effects stay short, and the requests still go out within a millisecond or so.
      await nextTask();
      return load();
    },
    enabled: options.enabled ?? true,
  });
  // A retry of a failed first read starts from "pending" in the cache; the failure stays on screen
  // (with its Retry busy) until the new answer, as it did before the retry.
  const hash = hashKey(queryKey);
  const [failure, setFailure] = useState<{ hash: string; error: unknown } | null>(null);
  if (query.status === 'error' && (failure?.hash !== hash || failure.error !== query.error))
    setFailure({ hash, error: query.error });
  const retry = () => void query.refetch();
  // Data beats a later failure: a background read that failed keeps what is shown.
  if (query.data !== undefined)
    return { status: 'ready', data: query.data, retry, isRetrying: false };
  if (query.status === 'error')
    return { status: 'error', error: query.error, retry, isRetrying: query.isFetching };
  if (query.isFetching && failure?.hash === hash)
    return { status: 'error', error: failure.error, retry, isRetrying: true };
  return { status: 'loading', retry, isRetrying: false };
}
