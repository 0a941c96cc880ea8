import Big from 'big.js';
import { isDecimalString, type DecimalString } from '@repo/api-schema/money';

/**
 * Division for money rules. `@repo/api-schema/money` has no division (it would need a rounding
 * decision); every rule here states its own rounding. `up` rounds away from zero: an amount the
 * user owes (margin, fee, interest) is never under-stated.
 */
export type Rounding = 'up' | 'down' | 'halfUp';

const ROUNDING: Record<Rounding, Big.RoundingMode> = {
  up: Big.roundUp,
  down: Big.roundDown,
  halfUp: Big.roundHalfUp,
};

/** Money rules keep 8 decimals (enough for coin quantities); display truncates further. */
export const MONEY_PLACES = 8;

function big(value: DecimalString): Big {
  if (!isDecimalString(value))
    throw new TypeError(`Not a decimal string: ${JSON.stringify(value)}`);
  return new Big(value);
}

export function divide(
  dividend: DecimalString,
  divisor: DecimalString,
  places: number,
  rounding: Rounding,
): DecimalString {
  const d = big(divisor);
  if (d.eq(0)) throw new RangeError('Division by zero');
  return big(dividend).div(d).round(places, ROUNDING[rounding]).toFixed();
}

export function round(value: DecimalString, places: number, rounding: Rounding): DecimalString {
  return big(value).round(places, ROUNDING[rounding]).toFixed();
}

/** Whether `value` is an exact multiple of `step` (a lot step of 0.01 accepts 1.23, not 1.234). */
export function isMultipleOf(value: DecimalString, step: DecimalString): boolean {
  const s = big(step);
  if (s.lte(0)) throw new RangeError('step must be > 0');
  return big(value).mod(s).eq(0);
}
