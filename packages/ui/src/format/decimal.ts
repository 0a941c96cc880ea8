import Big from 'big.js';

/** A plain or exponent decimal string big.js reads: `-12.5`, `0.0001`, `1e-8`, ` 5 `. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Whether a value is a number the formatters can show; anything else shows as a placeholder. This is
 * display tolerance, not validation: whether a string is a valid amount (the contract's `Decimal`) is
 * `isDecimalString` of `@repo/api-schema/money`, which the design system may not import.
 */
export function isFormattableDecimal(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/** Shown instead of a number when the value is missing or not a number. */
export const MISSING_VALUE = '--';

/** Cuts (never rounds) to `places` decimals: balances must not look larger than they are. */
export function truncateDecimal(value: string, places: number): string {
  return new Big(value.trim()).round(places, Big.roundDown).toFixed(places);
}

/** Rounds half away from zero to `places` decimals. */
export function roundDecimal(value: string, places: number): string {
  return new Big(value.trim()).round(places, Big.roundHalfUp).toFixed(places);
}

export { Big };
