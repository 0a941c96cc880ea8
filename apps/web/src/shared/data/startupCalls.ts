import type { ApiClient } from '@repo/api-schema/client';
import { STARTUP_GETS, STARTUP_POSTS } from './queryClient';

/** A client method as the start-up wrappers see it: a path, maybe parameters, an openapi-fetch result. */
export type StartupCall = (
  path: string,
  init?: unknown,
) => Promise<{ data?: { data?: unknown }; error?: unknown; response: Response }>;

/** A call without parameters: how start-up, a re-read or a refresh asks for a start-up load. */
export const isBareCall = (init: unknown): boolean =>
  init === undefined || Object.keys(init as object).length === 0;

/**
 * The client with its GET and POST replaced by `wrap` of each, told its method and the spec §4
 * start-up paths it carries (STARTUP_GETS, STARTUP_POSTS). Every other method is the client's own.
 */
export function wrapStartupCalls(
  api: ApiClient,
  wrap: (method: 'GET' | 'POST', call: StartupCall, paths: readonly string[]) => StartupCall,
): ApiClient {
  return {
    ...api,
    GET: wrap(
      'GET',
      api.GET as unknown as StartupCall,
      STARTUP_GETS,
    ) as unknown as ApiClient['GET'],
    POST: wrap(
      'POST',
      api.POST as unknown as StartupCall,
      STARTUP_POSTS,
    ) as unknown as ApiClient['POST'],
  };
}
