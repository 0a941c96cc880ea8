import { ErrorCode } from '../kernel/errors';

/**
 * The HTTP status an error envelope travels with (the contract's description): business answers,
 * including "no such message" (404 as a code), with 200; a missing or ended session with 401/403; request
 * errors (400, 413, 414, 415, 431), rate limits (429) and server errors (5xx) with their own status.
 */
export function httpStatusOf(code: number): number {
  if (code >= 1000 || code === ErrorCode.NOT_FOUND) return 200;
  return code >= 400 && code < 600 ? code : 500;
}
