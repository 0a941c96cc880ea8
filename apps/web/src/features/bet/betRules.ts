import { betPayout, betProfit, compare, isDecimalString } from '@repo/api-schema/money';
import { formatAmount, numberTag } from '@repo/ui/format';

/**
 * The bet screen's pure decisions: where a period stands at a moment, its countdowns, and what a win
 * pays before the bet is placed (the server's rule, in decimal strings).
 */

/** Whole seconds from `now` to `to` (ms since the epoch), never below 0; a started second counts. */
export const secondsUntil = (to: number, now: number): number =>
  Math.max(0, Math.ceil((to - now) / 1000));

/** `m:ss` (or `h:mm:ss` from an hour), Latin digits: a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

export interface PeriodTimes {
  endTime: string;
  cutoffTime?: string | undefined;
  status: 'open' | 'settling' | 'settled';
}

/**
 * Where a period stands at `now`: `open` for bets before its cut-off (the cut-off moment itself
 * refuses, as the server does), `cutoff` from then to its end, `ended` once it ended or the server
 * said it is settling (the next period is read then).
 */
export function periodPhase(period: PeriodTimes, now: number): 'open' | 'cutoff' | 'ended' {
  const end = Date.parse(period.endTime);
  if (period.status !== 'open' || now >= end) return 'ended';
  const cutoff = period.cutoffTime ? Date.parse(period.cutoffTime) : end;
  return now >= cutoff ? 'cutoff' : 'open';
}

/**
 * What a win of `stake` pays back at `rate` (stake + stake × rate, truncated like the ledger) and its
 * profit; null while the stake is not a positive decimal.
 */
export function winPayout(stake: string, rate: string): { payout: string; profit: string } | null {
  if (!isDecimalString(stake) || compare(stake, '0') <= 0) return null;
  return { payout: betPayout(stake, rate, 'win'), profit: betProfit(stake, rate) };
}

/**
 * A share 0..1 ("0.5234") as a percentage in the locale with Latin digits ("52.3%"). Only shown, never
 * computed with.
 */
export const lossShareText = (share: string, locale: string): string =>
  new Intl.NumberFormat(numberTag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    Number(share),
  );

/**
 * Preset stakes inside a coin's limits: the round amounts 10, 50, 100, 500, 1000 that fit, else the
 * minimum alone.
 */
export function quickAmounts(min: string, max: string): string[] {
  const fit = ['10', '50', '100', '500', '1000'].filter(
    (a) => compare(a, min) >= 0 && compare(a, max) <= 0,
  );
  return fit.length > 0 ? fit : [min];
}

/**
 * An amount in USDT as it is, up to 4 decimals (truncated, grouped, Latin digits): "10" stays "10",
 * "64.999935" shows "64.9999".
 */
export function formatStake(value: string, locale: string): string {
  const places = Math.min(4, value.split('.')[1]?.length ?? 0);
  return formatAmount(value, locale, places);
}

/**
 * A period number ("20260131-0571") isolated from the text around it, so a right-to-left sentence
 * does not reorder its parts.
 */
export const isolated = (text: string): string => `\u2066${text}\u2069`;
