import { compare, divide, MONEY_PLACES, multiply, type DecimalString } from './decimal';

export interface MarginInput {
  /** Current (or entrusted) price of the product. */
  price: DecimalString;
  /** Lot size the user chose. */
  lots: DecimalString;
  /** Units of the product in one lot (1 when the product trades in units). */
  contractSize: DecimalString;
  /** Leverage multiple the user chose (e.g. 10 for ×10). */
  multiple: number;
}

/**
 * Margin an order locks: price × lots × contract size ÷ multiple, rounded up to 8 decimals so the
 * client never promises an order the server would refuse for a rounding crumb.
 */
export function orderMargin({ price, lots, contractSize, multiple }: MarginInput): DecimalString {
  if (!Number.isInteger(multiple) || multiple <= 0)
    throw new RangeError(`multiple must be a positive integer: ${multiple}`);
  const notional = multiply(multiply(price, lots), contractSize);
  return divide(notional, String(multiple), MONEY_PLACES, 'up');
}

export function isMarginCovered(margin: DecimalString, available: DecimalString): boolean {
  return compare(margin, available) <= 0;
}
