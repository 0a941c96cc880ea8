import { ERROR_CODES, isApiError, type ApiError } from '@repo/api-schema/client';

/**
 * An answer the server meant rather than a failure: a business code (>= 1000: "account or password
 * wrong", "already registered") or "not found" (404) for a thing that does not exist. It is shown as
 * what it is, never headed "Something went wrong", and retrying it would change nothing.
 */
export function isExpectedAnswer(error: unknown): error is ApiError {
  return isApiError(error) && (error.errCode >= 1000 || error.errCode === ERROR_CODES.NOT_FOUND);
}

/** The thing asked for does not exist (envelope code or HTTP status 404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.errCode === ERROR_CODES.NOT_FOUND;
}

/**
 * The server's own message for a business answer (already in the user's language). A failure (a 5xx,
 * a network error, the timeout) has none worth showing inline: its text may be an HTTP status line
 * ("Internal Server Error"), and the generic message of spec §8 already told the user; the screen
 * says it in its own translated words instead.
 */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.errCode >= 1000 && error.msg ? error.msg : undefined;
}
