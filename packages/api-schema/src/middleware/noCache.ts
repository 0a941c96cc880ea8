import type { Middleware } from 'openapi-fetch';

/** Never answer a call from a cache (spec §7: no-cache). */
export function noCache(): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Cache-Control', 'no-cache');
      request.headers.set('Pragma', 'no-cache');
      return request.cache === 'no-cache' ? request : new Request(request, { cache: 'no-cache' });
    },
  };
}
