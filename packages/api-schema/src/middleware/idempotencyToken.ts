import type { Middleware } from 'openapi-fetch';

export const IDEMPOTENT_TOKEN_HEADER = 'X-IDEMPOTENT-TOKEN';

/**
 * Spec §7: when the JSON payload carries an `X-IDEMPOTENT-TOKEN` field, send it as that header.
 * (Typed calls pass it as `params.header`, which the document declares on every idempotent operation;
 * this keeps payload-carried tokens working too.)
 */
export function idempotencyToken(): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has(IDEMPOTENT_TOKEN_HEADER)) return request;
      if (!request.headers.get('Content-Type')?.includes('application/json')) return request;
      const payload: unknown = await request
        .clone()
        .json()
        .catch(() => undefined);
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return request;
      const token = (payload as Record<string, unknown>)[IDEMPOTENT_TOKEN_HEADER];
      if (typeof token === 'string' && token) request.headers.set(IDEMPOTENT_TOKEN_HEADER, token);
      return request;
    },
  };
}
