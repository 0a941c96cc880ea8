export { failureMessage, isSettlementInProgress, isTimeout } from './io';
export type { IdempotencyToken, RequestFailure } from './io';
