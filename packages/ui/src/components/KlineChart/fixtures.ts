import type { KlineCandle } from './candles';

const hundredths = (value: number) =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/**
 * Deterministic hourly candles around 97 120.20 (integer hundredths, so no float ever shapes a price),
 * oldest first, as the API returns them. For stories and tests.
 */
export function sampleCandles(count = 60, start = Date.UTC(2026, 10, 20, 0, 0, 0)): KlineCandle[] {
  const candles: KlineCandle[] = [];
  let open = 9_712_020;
  for (let i = 0; i < count; i += 1) {
    const move = ((i * 7_919) % 4_001) - 2_000;
    const close = open + move;
    const high = Math.max(open, close) + ((i * 131) % 900);
    const low = Math.min(open, close) - ((i * 197) % 900);
    candles.push({
      time: new Date(start + i * 3_600_000).toISOString(),
      open: hundredths(open),
      high: hundredths(high),
      low: hundredths(low),
      close: hundredths(close),
      volume: String(100 + ((i * 53) % 400)),
    });
    open = close;
  }
  return candles;
}
