import type { IntlShape } from 'react-intl';
import { ApiError, ERROR_CODES, type ApiClientOptions } from '@repo/api-schema/client';
import type { ErrorNotice } from '../../shared/services/AppServicesContext';
import { globalMessages } from '../../shared/shell/globalMessages';

type Middleware = NonNullable<ApiClientOptions['middleware']>[number];

let sequence = 0;

/** The envelope (or HTTP error) of a response as an ApiError, or null for a success. */
async function readError(response: Response): Promise<ApiError | null> {
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  const body: unknown = isJson
    ? await response
        .clone()
        .json()
        .catch(() => undefined)
    : undefined;
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  ) {
    const envelope = body as { code: number; msg?: unknown };
    if (envelope.code === 0) return null;
    return new ApiError({
      errCode: envelope.code,
      errMsg: typeof envelope.msg === 'string' ? envelope.msg : '',
      status: response.status,
    });
  }
  if (response.ok) return null;
  // Not an envelope: the only text is an HTTP status line ("Internal Server Error"), not a message
  // for people; the toast says it in the app's words (globalMessages.errorFallback).
  return new ApiError({ errCode: response.status, errMsg: '', status: response.status });
}

/**
 * Every error with a code below 1000 other than 401/403 goes to one toast for 5 s (spec §8); the
 * ApiError's `toast` field says which. Business codes (>= 1000) are left to the screen that called.
 */
export function errorToastMiddleware(notify: (notice: ErrorNotice) => void): Middleware {
  return {
    async onResponse({ response }) {
      const error = await readError(response);
      if (error?.toast) {
        sequence += 1;
        notify({
          id: sequence,
          code: error.errCode,
          message: error.errMsg,
          durationMs: error.toast.durationMs,
        });
      }
      return undefined;
    },
  };
}

/**
 * The toast's words for an error notice: the server's text, with the app's own where that text says
 * nothing a person can read (a bare HTTP error) or is not theirs to read: a refusal for too many
 * requests (429) is one thing to the user whatever limit the server names (logins, codes, money
 * calls), and its text is the server's English in every language.
 */
export function errorToastTitle(intl: IntlShape, notice: ErrorNotice): string {
  if (notice.code === ERROR_CODES.TOO_MANY_REQUESTS)
    return intl.formatMessage(globalMessages.errorTooMany);
  return notice.message || intl.formatMessage(globalMessages.errorFallback, { code: notice.code });
}
