import { Big, isFormattableDecimal } from '../../format/decimal';

/** One candle as the API sends it: decimal strings and an RFC 3339 time (or epoch seconds). */
export interface KlineCandle {
  time: string | number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume?: string;
}

/** A candle as lightweight-charts draws it: numbers, for drawing only (no arithmetic on them). */
export interface DrawnCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export const toSeconds = (time: string | number): number =>
  typeof time === 'number' ? Math.floor(time) : Math.floor(Date.parse(time) / 1000);

const valid = (candle: KlineCandle) =>
  [candle.open, candle.high, candle.low, candle.close].every((value) =>
    isFormattableDecimal(value),
  ) && Number.isFinite(toSeconds(candle.time));

/**
 * The series the chart needs: valid candles only, in ascending time, one per time (the newest of
 * duplicates wins, as when a live candle is updated). lightweight-charts throws on anything else.
 */
export function toDrawnCandles(candles: readonly KlineCandle[]): DrawnCandle[] {
  const byTime = new Map<number, DrawnCandle>();
  for (const candle of candles) {
    if (!valid(candle)) continue;
    const time = toSeconds(candle.time);
    byTime.set(time, {
      time,
      open: Number(candle.open),
      high: Number(candle.high),
      low: Number(candle.low),
      close: Number(candle.close),
    });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * The newest candle after a live trade at `price` (seconds `time`): inside the last candle's period it
 * moves that candle's close and stretches its high or low; past it, a new candle opens at the price.
 * A trade older than the last candle changes nothing (undefined). For drawing only, like DrawnCandle.
 */
export function applyLiveTrade(
  last: DrawnCandle,
  price: number,
  time: number,
  intervalSeconds: number,
): DrawnCandle | undefined {
  if (!Number.isFinite(price) || !Number.isFinite(time) || time < last.time) return undefined;
  if (time < last.time + intervalSeconds) {
    return {
      ...last,
      close: price,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
    };
  }
  const start = last.time + Math.floor((time - last.time) / intervalSeconds) * intervalSeconds;
  return { time: start, open: price, high: price, low: price, close: price };
}

/**
 * Last close and the range's high and low, compared as decimals: the chart's text alternative. A
 * `latest` trade price (live) is the close and stretches the high or low.
 */
export function summarizeCandles(
  candles: readonly KlineCandle[],
  latest?: string | undefined,
): { close: string; high: string; low: string; count: number } | undefined {
  const usable = candles.filter(valid).sort((a, b) => toSeconds(a.time) - toSeconds(b.time));
  const last = usable.at(-1);
  if (!last) return undefined;
  let high = last.high;
  let low = last.low;
  for (const candle of usable) {
    if (new Big(candle.high).gt(high)) high = candle.high;
    if (new Big(candle.low).lt(low)) low = candle.low;
  }
  if (latest === undefined || !isFormattableDecimal(latest))
    return { close: last.close, high, low, count: usable.length };
  if (new Big(latest).gt(high)) high = latest;
  if (new Big(latest).lt(low)) low = latest;
  return { close: latest, high, low, count: usable.length };
}
