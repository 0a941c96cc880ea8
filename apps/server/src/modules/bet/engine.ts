import {
  betOutcome,
  betPayout,
  betProfit,
  type BetDirection,
  type BetOutcome,
  type DecimalString,
} from '@repo/api-schema/money';

/**
 * Timed bets' decisions, pure: a coin's period window at a moment, whether a bet is still accepted,
 * the feed's price at a boundary, and what a bet's settlement moves. The service applies them.
 */

/** One price of the feed at a moment. */
export interface PricePoint {
  price: DecimalString;
  /** ms since the epoch. */
  time: number;
}

/** The window of a period of `seconds` that contains `now`: [startMs, endMs). */
export function windowAt(now: number, seconds: number): { startMs: number; endMs: number } {
  const size = seconds * 1000;
  const startMs = Math.floor(now / size) * size;
  return { startMs, endMs: startMs + size };
}

/** When betting on a period closes: `cutoffSeconds` before its end. */
export const cutoffOf = (endMs: number, cutoffSeconds: number) => endMs - cutoffSeconds * 1000;

/**
 * Whether a bet arriving at `now` is accepted: `open` before the cut-off, `cutoff` from the cut-off to
 * the end (the cut-off second itself refuses), `ended` once the period ended (settlement pending).
 */
export function acceptance(
  now: number,
  period: { startMs: number; endMs: number; status: string },
  cutoffSeconds: number,
): 'open' | 'cutoff' | 'ended' {
  if (period.status !== 'open' || now >= period.endMs) return 'ended';
  if (now >= cutoffOf(period.endMs, cutoffSeconds)) return 'cutoff';
  return 'open';
}

/**
 * The feed's price at `at`: the last price at or before it. Null when the feed kept nothing that old
 * (the server was down at that moment): such a boundary was not recorded.
 */
export function priceAt(points: readonly PricePoint[], at: number): DecimalString | null {
  let found: PricePoint | null = null;
  for (const p of points) {
    if (p.time <= at && (found === null || p.time >= found.time)) found = p;
  }
  return found?.price ?? null;
}

/** What settling one bet does: the published rule applied to the period's boundary prices. */
export interface BetSettlement {
  outcome: BetOutcome;
  /** Credited back: stake + profit, the stake, or 0. */
  payout: DecimalString;
  /** The profit credited on a win ('0' otherwise). */
  profit: DecimalString;
}

export function settleBet(
  bet: { direction: BetDirection; amount: DecimalString; rate: DecimalString },
  open: DecimalString | null,
  close: DecimalString | null,
): BetSettlement {
  const outcome = betOutcome(bet.direction, open, close);
  return {
    outcome,
    payout: betPayout(bet.amount, bet.rate, outcome),
    profit: outcome === 'win' ? betProfit(bet.amount, bet.rate) : '0',
  };
}

/** A period's number: its UTC day and its index in the day (`20260131-0571`, 1-based). */
export function periodNo(startMs: number, seconds: number): string {
  const day = new Date(startMs).toISOString().slice(0, 10).replace(/-/g, '');
  const index = Math.floor((startMs % 86_400_000) / (seconds * 1000)) + 1;
  return `${day}-${String(index).padStart(4, '0')}`;
}
