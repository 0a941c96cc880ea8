import type { Schema } from '../schema';
import { MONEY_PLACES, multiply, round, subtract, type DecimalString } from './decimal';

/** The contract's direction of a position: `long` gains when the price rises, `short` when it falls. */
export type PositionDirection = Schema<'Direction'>;

/**
 * Profit (positive) or loss (negative) of a position of `lots` lots of `contractSize` units, opened at
 * `open` and closed (or marked) at `close`: (close − open) × lots × contract size for a long,
 * (open − close) × lots × contract size for a short.
 *
 * Rounding: to 8 decimals towards minus infinity, so the user is never credited a crumb the exact
 * result does not hold: a profit is cut (like a balance), a loss is rounded up in size (like an amount
 * owed). Results that fit in 8 decimals are exact.
 */
export function positionPnl(
  direction: PositionDirection,
  open: DecimalString,
  close: DecimalString,
  lots: DecimalString,
  contractSize: DecimalString,
): DecimalString {
  const move = direction === 'long' ? subtract(close, open) : subtract(open, close);
  const exact = multiply(multiply(move, lots), contractSize);
  return round(exact, MONEY_PLACES, exact.startsWith('-') ? 'up' : 'down');
}
