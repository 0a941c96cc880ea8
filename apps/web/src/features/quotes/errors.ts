import { isApiError } from '@repo/api-schema/client';

/** The server's own message for a failed call, when it sent one (already in the user's language). */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.msg ? error.msg : undefined;
}
