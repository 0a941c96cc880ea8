/**
 * Errors of use cases, without HTTP: a code of the contract's catalogue (`ErrorCode` in openapi.yaml), a
 * message and, for code 1000, field → message id. The http layer turns them into the envelope; business
 * codes (>= 1000) travel with HTTP 200, the generic ones (< 1000) with the same HTTP status.
 */
export { ApiError as AppError, ErrorCode, fieldError } from '../http/errors';
