import type { Middleware } from 'openapi-fetch';

/** Send cookies with every call, also cross-origin (spec §7: credentials included). */
export function credentials(): Middleware {
  return {
    onRequest({ request }) {
      return request.credentials === 'include'
        ? request
        : new Request(request, { credentials: 'include' });
    },
  };
}
