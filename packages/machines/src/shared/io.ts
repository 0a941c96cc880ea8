import { ERROR_CODES } from '@repo/api-schema/errors';
import { fromPromise } from 'xstate';

/**
 * Default for an I/O actor the app must supply with `machine.provide({ actors: { name: … } })`.
 * It fails loudly instead of pretending: a machine never does I/O itself.
 */
export const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(
      new Error(`${name}: supply this actor with machine.provide({ actors: { ${name} } })`),
    ),
  );

/**
 * A failure as the request layer rejects it (spec §8: errCode, errMsg, msg) or any Error. The app's
 * adapter classifies it: `timeout` is a request whose outcome is unknown (60 s without an answer,
 * connection lost); `settlementInProgress` is "settlement in progress, please wait patiently".
 */
export interface RequestFailure {
  errCode?: number | string;
  errMsg?: string;
  msg?: string;
  kind?: 'timeout' | 'settlementInProgress';
}

export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const failure = error as RequestFailure;
    return failure.errMsg ?? failure.msg ?? String(failure.errCode ?? 'unknown error');
  }
  return String(error);
}

/** The failure's `errCode` (a business code the app words itself), or null. */
export function failureCode(error: unknown): number | string | null {
  if (typeof error !== 'object' || error === null) return null;
  return (error as RequestFailure).errCode ?? null;
}

function failureKind(error: unknown): RequestFailure['kind'] {
  return typeof error === 'object' && error !== null ? (error as RequestFailure).kind : undefined;
}

export const isTimeout = (error: unknown): boolean => failureKind(error) === 'timeout';

/**
 * An answer the server meant: a business code (>= 1000) or a refusal of the request itself (4xx: a
 * limit, a bad request). Sending the same request again gets the same answer; only a failure without
 * one (no code: the connection, a timeout; a 5xx or 408: the server failed) may go through on a retry.
 */
export function isRefusal(error: unknown): boolean {
  const code = failureCode(error);
  if (typeof code !== 'number') return false;
  return code >= 1000 || (code >= 400 && code < 500 && code !== ERROR_CODES.REQUEST_TIMEOUT);
}

export const isSettlementInProgress = (error: unknown): boolean =>
  failureKind(error) === 'settlementInProgress';

/** An idempotency token from `/common/getToken`, reused verbatim on every retry of the same body. */
export type IdempotencyToken = string;
