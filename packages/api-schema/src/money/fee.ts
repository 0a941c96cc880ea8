import { compare, multiply, MONEY_PLACES, round, type DecimalString } from './decimal';

/**
 * Fee of a trade: `notional` (price × lots × contract size, the position value) × `rate`, where the
 * rate is a fraction (the contract's `TradeRule.feeRate`: "0.001" is 0.1 %). Both must be 0 or more.
 * Rounded up to 8 decimals: a fee, like every amount the user owes, is never under-stated.
 */
export function tradeFee(notional: DecimalString, rate: DecimalString): DecimalString {
  if (compare(notional, '0') < 0) throw new RangeError(`notional must be >= 0: ${notional}`);
  if (compare(rate, '0') < 0) throw new RangeError(`rate must be >= 0: ${rate}`);
  return round(multiply(notional, rate), MONEY_PLACES, 'up');
}
