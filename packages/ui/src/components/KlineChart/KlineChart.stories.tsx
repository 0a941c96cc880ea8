import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme';
import { Button } from '../Button';
import { KlineChart, type KlineChartProps } from './KlineChart';
import { sampleCandles } from './fixtures';

const meta = {
  title: 'Components/KlineChart',
  component: KlineChart,
  args: {
    label: 'BTC/USDT, 1 hour candles',
    precision: 2,
    candles: sampleCandles(),
  },
} satisfies Meta<typeof KlineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The red, green and blue channels a colour token resolves to inside `element`. */
const channelsOf = (element: Element, token: string) => {
  const probe = document.createElement('span');
  probe.style.color = token;
  element.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
};

/** Candles drawn on a canvas once the chart library has arrived; the text summary stands in for it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'BTC/USDT, 1 hour candles' });
    await waitFor(
      () => expect(canvas.getByTestId('kline-chart')).toHaveAttribute('data-ready', 'true'),
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    // Drawn in the theme's colours: the plot's background is the surface token (dark in dark).
    const surface = channelsOf(chart, vars.background.surface);
    await waitFor(() => {
      const plot = chart.querySelector('canvas')!;
      const pixel = plot.getContext('2d')!.getImageData(2, 2, 1, 1).data;
      expect([...pixel.slice(0, 3)]).toEqual(surface);
    });
    // The summary is the chart's description: 60 candles, in the locale's digits.
    const description = chart.getAttribute('aria-describedby');
    await expect(description).toBeTruthy();
    const summary = canvasElement.ownerDocument.getElementById(description!);
    await expect(summary?.textContent).toMatch(/candles/);
  },
};

export const Loading: Story = {
  args: { candles: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'BTC/USDT, 1 hour candles' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { candles: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No price history for this period yet' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Network error: the candles could not be loaded.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A price with many decimals (forex) and a few candles: the axis and summary follow the precision. */
export const Forex: Story = {
  args: {
    label: 'EUR/USD, 1 day candles',
    precision: 5,
    candles: [
      {
        time: '2026-11-18T00:00:00Z',
        open: '1.08412',
        high: '1.08790',
        low: '1.08105',
        close: '1.08650',
      },
      {
        time: '2026-11-19T00:00:00Z',
        open: '1.08650',
        high: '1.08911',
        low: '1.08320',
        close: '1.08401',
      },
      {
        time: '2026-11-20T00:00:00Z',
        open: '1.08401',
        high: '1.08555',
        low: '1.07980',
        close: '1.08122',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'EUR/USD, 1 day candles' });
    const summary = canvasElement.ownerDocument.getElementById(
      chart.getAttribute('aria-describedby')!,
    );
    await expect(summary?.textContent).toMatch(/(3|۳) candles/);
  },
};

/** Live trades, as the product page feeds them from the price topic, one per button press. */
const trades = [
  { price: '97300.00', time: '2026-11-22T11:30:00Z' },
  { price: '97350.50', time: '2026-11-22T12:10:00Z' },
];
function LiveDemo(props: KlineChartProps) {
  const [count, setCount] = useState(0);
  const live = count > 0 ? trades[count - 1] : undefined;
  return (
    <div>
      <KlineChart {...props} live={live} intervalSeconds={3600} />
      <Button isDisabled={count >= trades.length} onPress={() => setCount((n) => n + 1)}>
        Next trade
      </Button>
    </div>
  );
}

/**
 * The newest candle follows live trades: one inside its hour moves its close; one in the next hour
 * opens a new candle at the trade's price.
 */
export const LiveTrades: Story = {
  render: (args) => <LiveDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByTestId('kline-chart')).toHaveAttribute('data-ready', 'true'),
      { timeout: 10_000 },
    );
    const drawing = canvas.getByTestId('kline-chart').querySelector('[aria-hidden="true"]')!;
    const lastHour = Date.parse('2026-11-22T11:00:00Z') / 1000;
    await userEvent.click(canvas.getByRole('button', { name: 'Next trade' }));
    await waitFor(() => expect(drawing).toHaveAttribute('data-last-candle', `${lastHour}:97300`));
    await userEvent.click(canvas.getByRole('button', { name: 'Next trade' }));
    await waitFor(() =>
      expect(drawing).toHaveAttribute('data-last-candle', `${lastHour + 3600}:97350.5`),
    );
  },
};
