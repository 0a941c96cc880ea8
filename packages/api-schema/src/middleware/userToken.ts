import type { Middleware } from 'openapi-fetch';
import type { ApiStorage } from '../storage';

export const USER_TOKEN_HEADER = 'X-USER-TOKEN';

/** Send the stored session token as `X-USER-TOKEN` when there is one. */
export function userToken(storage: ApiStorage, key: string): Middleware {
  return {
    onRequest({ request }) {
      const token = storage.get(key);
      if (token) request.headers.set(USER_TOKEN_HEADER, token);
      return request;
    },
  };
}
