import Big from 'big.js';

/**
 * Money, prices and rates travel as decimal strings. Arithmetic on them goes through big.js here,
 * never through JS numbers. Shared by the web app, the machines and the reference server.
 */
export type DecimalString = string;

/**
 * The one decimal-string pattern: the contract's `Decimal` schema (openapi.yaml; a test keeps the two
 * equal). No exponent, no grouping, no leading zeros, no bare or trailing point, no spaces.
 */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

function big(value: DecimalString): Big {
  if (!isDecimalString(value))
    throw new TypeError(`Not a decimal string: ${JSON.stringify(value)}`);
  return new Big(value);
}

export const add = (a: DecimalString, b: DecimalString): DecimalString =>
  big(a).plus(big(b)).toFixed();
export const subtract = (a: DecimalString, b: DecimalString): DecimalString =>
  big(a).minus(big(b)).toFixed();
export const multiply = (a: DecimalString, b: DecimalString): DecimalString =>
  big(a).times(big(b)).toFixed();

/** -1, 0 or 1, as a comparator. */
export const compare = (a: DecimalString, b: DecimalString): -1 | 0 | 1 => big(a).cmp(big(b));

/** Cut to `places` decimals towards zero: balances and "available" are never rounded up. */
export function truncate(value: DecimalString, places: number): DecimalString {
  return big(value).round(places, Big.roundDown).toFixed(places);
}

/**
 * How a money rule rounds. Division and rounding need a decision, so every rule states its own:
 * `up` rounds away from zero (an amount the user owes, such as margin, fee or interest, is never
 * under-stated), `down` towards zero, `halfUp` half away from zero.
 */
export type Rounding = 'up' | 'down' | 'halfUp';

const ROUNDING: Record<Rounding, Big.RoundingMode> = {
  up: Big.roundUp,
  down: Big.roundDown,
  halfUp: Big.roundHalfUp,
};

/** Money rules keep 8 decimals (enough for coin quantities); display truncates further. */
export const MONEY_PLACES = 8;

/** big.js with its own division settings (the shared `Big` keeps the library defaults). */
const Dividing = Big();

/**
 * `dividend ÷ divisor` rounded once, at `places`, from the exact quotient (big.js rounds its division
 * with the remainder in view, so `up` of a quotient below 1e-20 is still one unit, not 0).
 */
export function divide(
  dividend: DecimalString,
  divisor: DecimalString,
  places: number,
  rounding: Rounding,
): DecimalString {
  const d = big(divisor);
  if (d.eq(0)) throw new RangeError('Division by zero');
  Dividing.DP = places;
  Dividing.RM = ROUNDING[rounding];
  return new Dividing(big(dividend)).div(new Dividing(d)).toFixed();
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
