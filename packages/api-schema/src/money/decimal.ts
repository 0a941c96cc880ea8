import Big from 'big.js';

/**
 * Money, prices and rates travel as decimal strings. Arithmetic on them goes through big.js here,
 * never through JS numbers. Shared by the web app and the reference server.
 */
export type DecimalString = string;

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export function isDecimalString(value: string): value is DecimalString {
  return DECIMAL.test(value);
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
