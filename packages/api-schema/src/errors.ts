/**
 * The error catalogue of the document (`components.schemas.ErrorCode`), by name. A test checks it against
 * the document.
 */
export const ERROR_CODES = {
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
  NOT_AVAILABLE: 501,
  MAINTENANCE: 503,
  VALIDATION_FAILED: 1000,
  INSUFFICIENT_BALANCE: 1001,
  WITHDRAWAL_AMOUNT_LIMIT: 1002,
  WITHDRAWAL_COUNT_LIMIT: 1003,
  TURNOVER_NOT_ZERO: 1004,
  WITHDRAWAL_ACCOUNT_NOT_BOUND: 1005,
  WITHDRAWAL_PASSWORD_WRONG: 1006,
  SETTLEMENT_IN_PROGRESS: 1007,
  AMOUNT_OUT_OF_RANGE: 1008,
  VERIFICATION_CODE_INVALID: 1009,
  CAPTCHA_INVALID: 1010,
  CREDENTIALS_INVALID: 1011,
  ACCOUNT_DISABLED: 1012,
  ACCOUNT_EXISTS: 1013,
  INVITE_CODE_INVALID: 1014,
  ACCOUNT_NOT_FOUND: 1015,
  CODE_TOO_SOON: 1016,
  FILE_REJECTED: 1017,
  MARKET_CLOSED: 1020,
  ORDER_STATE_CONFLICT: 1021,
  PERIOD_CLOSED: 1022,
  PRIZE_CONFIG_ERROR: 1023,
  NO_DRAW_CHANCES: 1024,
  PRODUCT_SOLD_OUT: 1025,
  LOAN_NOT_ALLOWED: 1026,
  LEVEL_UPGRADE_NOT_ALLOWED: 1027,
  NOT_DEMO_ACCOUNT: 1028,
  PASSWORD_WRONG: 1029,
  FEATURE_DISABLED: 1030,
  VERIFICATION_PENDING: 1031,
  REAL_NAME_REQUIRED: 1032,
  IDEMPOTENT_TOKEN_MISSING: 1100,
  IDEMPOTENT_TOKEN_INVALID: 1101,
  IDEMPOTENT_TOKEN_REUSED: 1102,
  IDEMPOTENT_IN_PROGRESS: 1103,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;

/**
 * Codes any operation may answer, so operations do not list them in `x-error-codes`; every other code
 * an operation may answer is in its `x-error-codes` (the document's ErrorCode description says so).
 */
export const GENERIC_ERROR_CODES: readonly number[] = [
  400, 401, 403, 408, 413, 414, 415, 431, 500, 501, 503,
];
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

/** How long the generic error message stays up (spec §8). */
export const ERROR_MESSAGE_MS = 5000;

/** Codes that end the session: the client logs out and prompts to log in (spec §8). */
export function isUnauthorizedCode(code: number): boolean {
  return code === ERROR_CODES.UNAUTHORIZED || code === ERROR_CODES.FORBIDDEN;
}

/**
 * A response whose envelope `code` is not 0 (or an HTTP error). Carries `errCode`, `errMsg` and `msg`
 * as the spec's rejection does.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The envelope code (or the HTTP status when the body is not an envelope). */
  readonly errCode: number;
  /** The server's message. */
  readonly errMsg: string;
  /** Same as errMsg; kept because the spec's rejection carries both. */
  readonly msg: string;
  /** HTTP status of the response. */
  readonly status: number;
  /** The envelope `data` (field errors for code 1000), or null. */
  readonly data: unknown;
  /**
   * Set when the client should show `msg` as a generic message, and for how long: codes below 1000
   * other than 401/403 (spec §8). Business codes (>= 1000) and "not found" (404, a missing thing the
   * screen says is missing) are handled by the screen that called.
   */
  readonly toast: { readonly durationMs: number } | null;

  constructor(init: { errCode: number; errMsg: string; status: number; data?: unknown }) {
    super(`${init.errCode}: ${init.errMsg}`);
    this.errCode = init.errCode;
    this.errMsg = init.errMsg;
    this.msg = init.errMsg;
    this.status = init.status;
    this.data = init.data ?? null;
    this.toast =
      init.errCode < 1000 &&
      !isUnauthorizedCode(init.errCode) &&
      init.errCode !== ERROR_CODES.NOT_FOUND
        ? { durationMs: ERROR_MESSAGE_MS }
        : null;
  }

  /** True for 401/403 codes and HTTP 401. */
  get isUnauthorized(): boolean {
    return isUnauthorizedCode(this.errCode) || this.status === 401;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
