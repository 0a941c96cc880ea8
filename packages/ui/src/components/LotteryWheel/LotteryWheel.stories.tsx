import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LotteryWheel } from './LotteryWheel';

const prizes = ['5 USDT', '10 USDT', 'Try again', '50 USDT', '1 USDT', '100 USDT'];

const meta = {
  title: 'Components/LotteryWheel',
  component: LotteryWheel,
  args: { prizes, resultIndex: null, label: 'Prize wheel', onFinished: fn() },
} satisfies Meta<typeof LotteryWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Prize wheel' })).toBeVisible();
  },
};

export const Spin: Story = {
  args: { resultIndex: 3, durationMs: 300 },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith(3), { timeout: 3000 });
    await expect(within(canvasElement).getByText('You won: 50 USDT')).toBeVisible();
    const wheel = within(canvasElement).getByRole('img', { name: 'Prize wheel' });
    await expect(Number(wheel.getAttribute('data-rotation'))).toBeGreaterThanOrEqual(6 * 360);
  },
};

export const ReducedMotion: Story = {
  args: { resultIndex: 5, reducedMotion: true },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith(5));
    await expect(within(canvasElement).getByText('You won: 100 USDT')).toBeVisible();
    const wheel = within(canvasElement).getByRole('img', { name: 'Prize wheel' });
    await waitFor(() => expect(Number(wheel.getAttribute('data-rotation'))).toBeLessThan(360));
  },
};
