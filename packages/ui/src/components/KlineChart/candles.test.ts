import { describe, expect, it } from 'vitest';
import { summarizeCandles, toDrawnCandles, type KlineCandle } from './candles';

const candle = (time: string, close: string, high = close, low = close): KlineCandle => ({
  time,
  open: close,
  high,
  low,
  close,
});

describe('toDrawnCandles', () => {
  it('sorts by time, keeps the newest of duplicate times and drops unusable candles', () => {
    const drawn = toDrawnCandles([
      candle('2026-01-01T02:00:00Z', '3'),
      candle('2026-01-01T01:00:00Z', '1'),
      candle('2026-01-01T01:00:00Z', '2'),
      candle('not a time', '4'),
      { ...candle('2026-01-01T03:00:00Z', '5'), high: 'NaN' },
    ]);
    expect(drawn.map((c) => [c.time, c.close])).toEqual([
      [Date.UTC(2026, 0, 1, 1) / 1000, 2],
      [Date.UTC(2026, 0, 1, 2) / 1000, 3],
    ]);
  });
});

describe('summarizeCandles', () => {
  it('finds the high and low as decimals and the close of the newest candle', () => {
    const summary = summarizeCandles([
      candle('2026-01-01T02:00:00Z', '0.3', '0.30000000000000004', '0.2'),
      candle('2026-01-01T01:00:00Z', '0.1', '0.3', '0.09'),
    ]);
    // 0.30000000000000004 > 0.3 only as a decimal; the newest close is 0.3 even though it comes first.
    expect(summary).toEqual({ close: '0.3', high: '0.30000000000000004', low: '0.09', count: 2 });
  });

  it('has nothing to say without usable candles', () => {
    expect(summarizeCandles([])).toBeUndefined();
    expect(summarizeCandles([{ ...candle('x', '1') }])).toBeUndefined();
  });
});
