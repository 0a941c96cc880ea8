import { ERROR_CODES } from '@repo/api-schema/errors';

/** The contract's error catalogue (`ErrorCode` in openapi.yaml), from @repo/api-schema. */
export const ErrorCode = ERROR_CODES;

/**
 * An error a use case answers with: a code of the contract's catalogue, a message and, for code 1000,
 * field → message id of the broken rule. It knows nothing of HTTP: `httpStatusOf` in http/ decides the
 * status the envelope travels with.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: Record<string, string> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Code 1000 with field → message id of the broken rule. */
export const fieldError = (field: string, messageId: string, message = 'Validation failed') =>
  new AppError(ErrorCode.VALIDATION_FAILED, message, { [field]: messageId });
