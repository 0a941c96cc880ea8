import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../errors';

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as EnvelopeLike).code === 'number'
  );
}

/** Read the envelope (or HTTP error) of a response as an ApiError, or null when it is a success. */
export async function readApiError(response: Response): Promise<ApiError | null> {
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  const body: unknown = isJson
    ? await response
        .clone()
        .json()
        .catch(() => undefined)
    : undefined;
  if (isEnvelope(body)) {
    if (body.code === 0) return null;
    return new ApiError({
      errCode: body.code,
      errMsg: typeof body.msg === 'string' ? body.msg : '',
      status: response.status,
      data: body.data,
    });
  }
  if (response.ok) return null;
  return new ApiError({
    errCode: response.status,
    errMsg: response.statusText,
    status: response.status,
  });
}

/** A nonzero envelope `code` (or an HTTP error) rejects the call with a typed ApiError (spec §8). */
export function envelope(): Middleware {
  return {
    async onResponse({ response }) {
      const error = await readApiError(response);
      if (error) throw error;
      return undefined;
    },
  };
}
