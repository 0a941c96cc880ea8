import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../theme/testing';
import { KlineChart } from './KlineChart';
import { sampleCandles } from './fixtures';

/** Options the chart was created with (jsdom has no canvas: the library is a recording stand-in). */
const created: unknown[] = [];
vi.mock('lightweight-charts', () => {
  const series = {
    setData: () => undefined,
    update: () => undefined,
    applyOptions: () => undefined,
  };
  return {
    CandlestickSeries: {},
    ColorType: { Solid: 'solid' },
    createChart: (_element: HTMLElement, options: unknown) => {
      created.push(options);
      return {
        addSeries: () => series,
        applyOptions: () => undefined,
        timeScale: () => ({ fitContent: () => undefined }),
        remove: () => undefined,
      };
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
  created.length = 0;
});

const candles = sampleCandles(3, Date.UTC(2026, 10, 20));
// The last sample candle opens 2026-11-20 02:00 UTC; these trades fall inside its hour.
const at = (minute: number) => Date.UTC(2026, 10, 20, 2, minute) / 1000;

function summary() {
  const chart = screen.getByRole('img', { name: 'BTC, 1h candles' });
  return document.getElementById(chart.getAttribute('aria-describedby')!)!;
}

describe('KlineChart', () => {
  it('tells screen readers the latest price, politely and at most every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const props = { candles, label: 'BTC, 1h candles', precision: 2, intervalSeconds: 3600 };
    const { rerender } = renderUi(<KlineChart {...props} />);
    await waitFor(() =>
      expect(screen.getByTestId('kline-chart').getAttribute('data-ready')).toBe('true'),
    );
    expect(summary().getAttribute('aria-live')).toBe('polite');
    expect(summary().textContent).toMatch(/^3 candles: last close /);

    rerender(<KlineChart {...props} live={{ price: '99999.5', time: at(1) }} />);
    await waitFor(() => expect(summary().textContent).toContain('last close 99,999.50'));
    expect(summary().textContent).toContain('high 99,999.50');

    // A second trade within 10 s waits; then the latest one is read.
    rerender(<KlineChart {...props} live={{ price: '90000.25', time: at(2) }} />);
    rerender(<KlineChart {...props} live={{ price: '90001.75', time: at(3) }} />);
    expect(summary().textContent).toContain('last close 99,999.50');
    act(() => vi.advanceTimersByTime(10_000));
    expect(summary().textContent).toContain('last close 90,001.75');
  });

  it('leaves room after the newest candle, so the last time label is not cut off', async () => {
    renderUi(<KlineChart candles={candles} label="BTC, 1h candles" precision={2} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const options = created[0] as { timeScale?: { rightOffset?: number } };
    expect(options.timeScale?.rightOffset).toBeGreaterThan(0);
  });
});
