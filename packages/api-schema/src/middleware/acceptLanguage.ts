import type { Middleware } from 'openapi-fetch';
import type { ApiStorage } from '../storage';

/** The default language of spec §9. */
export const DEFAULT_LANGUAGE = 'en-US';

/** Send the stored language (default en-US) as `Accept-Language`. */
export function acceptLanguage(storage: ApiStorage, key: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', storage.get(key) || DEFAULT_LANGUAGE);
      return request;
    },
  };
}
