export { failureMessage, isRefusal, isSettlementInProgress, isTimeout } from './io';
export type { IdempotencyToken, RequestFailure } from './io';
