import { ERROR_CODES } from '@repo/api-schema/errors';

/** The contract's error catalogue (`ErrorCode` in openapi.yaml), from @repo/api-schema. */
export const ErrorCode = ERROR_CODES;

/** A business or request error, sent as the `{code, msg, data}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status; business errors travel with 200 (see the contract's description). */
    readonly httpStatus = code < 1000 ? code : 200,
    readonly data: Record<string, string> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code 1000 with field → message id of the broken rule. */
export const fieldError = (field: string, messageId: string, message = 'Validation failed') =>
  new ApiError(ErrorCode.VALIDATION_FAILED, message, 200, { [field]: messageId });
