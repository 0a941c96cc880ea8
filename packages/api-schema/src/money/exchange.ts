import { multiply, subtract, truncate, type DecimalString } from './decimal';

/**
 * Selling `amount` of a coin for USDT at `rate` (USDT per coin) with a fee of `feeRate` (0.001 = 0.1 %)
 * of the proceeds: proceeds and fee truncated to 8 decimals (the user is never credited more than the
 * rule gives), receive = proceeds − fee.
 */
export function exchangeTerms(
  amount: DecimalString,
  rate: DecimalString,
  feeRate: DecimalString,
): { proceeds: DecimalString; fee: DecimalString; receive: DecimalString } {
  // subtract(…, '0') writes the truncated value without trailing zeros.
  const proceeds = subtract(truncate(multiply(amount, rate), 8), '0');
  const fee = subtract(truncate(multiply(proceeds, feeRate), 8), '0');
  return { proceeds, fee, receive: subtract(proceeds, fee) };
}
