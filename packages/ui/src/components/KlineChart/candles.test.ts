import { describe, expect, it } from 'vitest';
import { applyLiveTrade, summarizeCandles, toDrawnCandles, type KlineCandle } from './candles';

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

describe('applyLiveTrade', () => {
  const last = { time: 600, open: 10, high: 12, low: 9, close: 11 };

  it('moves the close of the current candle and stretches its high or low', () => {
    expect(applyLiveTrade(last, 13, 630, 60)).toEqual({ ...last, close: 13, high: 13 });
    expect(applyLiveTrade(last, 8.5, 659, 60)).toEqual({ ...last, close: 8.5, low: 8.5 });
    expect(applyLiveTrade(last, 10.5, 600, 60)).toEqual({ ...last, close: 10.5 });
  });

  it('opens a new candle at the start of the period the trade falls in', () => {
    expect(applyLiveTrade(last, 14, 660, 60)).toEqual({
      time: 660,
      open: 14,
      high: 14,
      low: 14,
      close: 14,
    });
    // Minutes without trades leave no empty candles: the new one starts in the trade's own period.
    expect(applyLiveTrade(last, 14, 845, 60)?.time).toBe(840);
  });

  it('ignores a trade older than the newest candle and values that are not numbers', () => {
    expect(applyLiveTrade(last, 14, 599, 60)).toBeUndefined();
    expect(applyLiveTrade(last, Number('x'), 630, 60)).toBeUndefined();
    expect(applyLiveTrade(last, 14, Number.NaN, 60)).toBeUndefined();
  });
});
