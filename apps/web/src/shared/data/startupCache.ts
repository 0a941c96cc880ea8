import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { apiKey } from './queryClient';
import { isBareCall, wrapStartupCalls } from './startupCalls';

/**
 * The API client with the start-up loads of spec §4 written into the query cache: a call to one of
 * them without parameters (start-up itself, the re-read after a reconnect, a refresh) becomes the
 * cache entry the screens read, so a screen never loads the same list again. While the call runs the
 * entry is fetching, so a screen that mounts meanwhile waits for that answer instead of asking anew.
 */
export function withStartupCache(api: ApiClient, queryClient: QueryClient): ApiClient {
  return wrapStartupCalls(api, (_method, call, paths) => (path, init) => {
    const result = call(path, init);
    if (
      isBareCall(init) &&
      paths.includes(path) &&
      queryClient.isFetching({ queryKey: apiKey(path), exact: true }) === 0
    ) {
      void queryClient
        .fetchQuery({
          queryKey: apiKey(path),
          queryFn: async () => unwrap(await result),
          staleTime: 0,
        })
        .catch(() => undefined);
    }
    return result;
  });
}
