/** Error codes of the contract's catalogue (`ErrorCode` in openapi.yaml) that this server sends. */
export const ErrorCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  HEADER_FIELDS_TOO_LARGE: 431,
  SERVER_ERROR: 500,
  /** Operations this server does not offer yet (the money flows of later issues). */
  NOT_AVAILABLE: 501,
  VALIDATION_FAILED: 1000,
  INSUFFICIENT_BALANCE: 1001,
  VERIFICATION_CODE_INVALID: 1009,
  CAPTCHA_INVALID: 1010,
  CREDENTIALS_INVALID: 1011,
  ACCOUNT_DISABLED: 1012,
  ACCOUNT_EXISTS: 1013,
  INVITE_CODE_INVALID: 1014,
  ACCOUNT_NOT_FOUND: 1015,
  CODE_TOO_SOON: 1016,
  NOT_DEMO_ACCOUNT: 1028,
  PASSWORD_WRONG: 1029,
  FEATURE_DISABLED: 1030,
  VERIFICATION_PENDING: 1031,
} as const;

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
