import { add, compare, multiply, truncate, MONEY_PLACES, type DecimalString } from './decimal';

/**
 * The published rule of timed up/down bets (spec §1): a bet on a coin's period wins when the feed's
 * price at the period's close moved its way from the price at the period's open, loses when it moved the
 * other way, and is refunded when the two are equal (or when a boundary price was not recorded).
 * A win returns the stake plus stake × rate; a refund the stake; a loss nothing.
 */
export type BetDirection = 'up' | 'down';
export type BetOutcome = 'win' | 'lose' | 'refund';

/** The outcome of a bet of `direction` for a period that opened at `open` and closed at `close`. */
export function betOutcome(
  direction: BetDirection,
  open: DecimalString | null,
  close: DecimalString | null,
): BetOutcome {
  if (open === null || close === null) return 'refund';
  const moved = compare(close, open);
  if (moved === 0) return 'refund';
  return moved > 0 === (direction === 'up') ? 'win' : 'lose';
}

/** The profit of a winning bet: stake × rate, truncated to the ledger's 8 decimals. */
export const betProfit = (stake: DecimalString, rate: DecimalString): DecimalString =>
  add(truncate(multiply(stake, rate), MONEY_PLACES), '0');

/** What a settled bet credits back: stake + stake × rate on a win, the stake on a refund, 0 on a loss. */
export function betPayout(
  stake: DecimalString,
  rate: DecimalString,
  outcome: BetOutcome,
): DecimalString {
  if (outcome === 'win') return add(stake, betProfit(stake, rate));
  return outcome === 'refund' ? stake : '0';
}

/** The period's result: the direction the price moved, null on a tie or an unrecorded price. */
export function periodResult(
  open: DecimalString | null,
  close: DecimalString | null,
): BetDirection | null {
  if (open === null || close === null) return null;
  const moved = compare(close, open);
  return moved === 0 ? null : moved > 0 ? 'up' : 'down';
}
