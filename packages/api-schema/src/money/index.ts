export {
  add,
  compare,
  DECIMAL_PATTERN,
  divide,
  isDecimalString,
  isMultipleOf,
  MONEY_PLACES,
  multiply,
  round,
  subtract,
  truncate,
  type DecimalString,
  type Rounding,
} from './decimal';
export { isMarginCovered, orderMargin, type MarginInput } from './margin';
export { positionPnl, type PositionDirection } from './pnl';
export { tradeFee } from './fee';
export {
  INTEREST_FREE_DAYS,
  isInterestFree,
  loanDays,
  loanInterest,
  loanRepayment,
} from './loanInterest';
export { isWithdrawalFeeCharged, withdrawalFee } from './withdrawalFee';
export { isRechargeAmountInRange, rechargePayment } from './recharge';
export { exchangeTerms } from './exchange';
export {
  closeSettlement,
  closeSide,
  entryOnRightSide,
  entryPriceOf,
  isInSession,
  isStopOut,
  notional,
  openSide,
  openTerms,
  quoteSides,
  stopsErrors,
  stopsReferenceOf,
  type CloseSettlement,
  type EntryOrderType,
  type QuoteSides,
  type StopsErrors,
  type PositionTerms,
  type TradingSession,
} from './trade';
export {
  betOutcome,
  betPayout,
  betProfit,
  periodResult,
  type BetDirection,
  type BetOutcome,
} from './bet';
