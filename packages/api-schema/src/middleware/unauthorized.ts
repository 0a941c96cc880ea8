import type { Middleware } from 'openapi-fetch';
import type { ApiError } from '../errors';
import { readApiError } from './envelope';

/**
 * Codes 401 and 403, or HTTP 401, call `onUnauthorized` (the session logs out and prompts, spec §8).
 * The call still rejects with the ApiError afterwards.
 */
export function unauthorized(onUnauthorized: (error: ApiError) => void): Middleware {
  return {
    async onResponse({ response }) {
      const error = await readApiError(response);
      if (error?.isUnauthorized) onUnauthorized(error);
      return undefined;
    },
  };
}
