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
 * A failure as the request layer rejects it (spec §8: errCode, errMsg, msg) or any Error.
 * `timeout` marks a request whose outcome is unknown (60 s without an answer, connection lost).
 */
export interface RequestFailure {
  errCode?: number | string;
  errMsg?: string;
  msg?: string;
  timeout?: boolean;
}

export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const failure = error as RequestFailure;
    return failure.errMsg ?? failure.msg ?? String(failure.errCode ?? 'unknown error');
  }
  return String(error);
}

export function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as RequestFailure).timeout === true;
}

/** An idempotency token from `/common/getToken`, reused verbatim on every retry of the same body. */
export type IdempotencyToken = string;
