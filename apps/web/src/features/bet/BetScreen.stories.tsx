import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import type { BetRecord } from './BetLists';
import { BetScreen } from './BetScreen';

/** The stories' server time: 20 s into the fixture period (cut-off at :50, end at :60). */
const at = (iso: string) => () => Date.parse(iso);
const OPEN = at('2026-01-31T09:30:20.000Z');
const period = { ...fixtures.currentPeriod, cutoffTime: '2026-01-31T09:30:50.000Z' };
const openBet = { ...fixtures.betRecords[1]!, endTime: '2026-01-31T09:31:00.000Z' };
const settledPeriods = Array.from({ length: 24 }, (_, i) => ({
  ...fixtures.settledPeriod,
  id: 50230 - i,
  periodNo: `20260131-${String(570 - i).padStart(4, '0')}`,
  result: i % 5 === 4 ? null : i % 2 === 0 ? ('up' as const) : ('down' as const),
}));
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });

const api = (overrides: Parameters<typeof createStoryApi>[0] = {}) =>
  createStoryApi({
    '/bet/coin/period/1/currInfo': { code: 0, data: period },
    '/bet/coin/period/1/records/100': { code: 0, data: settledPeriods },
    ...overrides,
  });

/** A bet topic that delivers one settled bet as soon as the screen listens. */
const settles =
  (bet: BetRecord) =>
  (listener: (bet: BetRecord) => void): (() => void) => {
    listener(bet);
    return () => undefined;
  };

const meta = {
  title: 'Screens/Bet',
  component: BetScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: api(),
    offered: true,
    loggedIn: true,
    balance: '1250.5',
    loginHref: '/m/login',
    clock: OPEN,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof BetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bet-cutoff-countdown')).toHaveTextContent('0:30');
    await expect(canvas.getByTestId('bet-end-countdown')).toHaveTextContent('0:40');
    await expect(canvas.getByRole('radio', { name: 'Up' })).toBeChecked();
    await expect(await canvas.findByTestId('bet-records')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/bet/coin/all': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading timed bets' }),
    ).toBeVisible();
  },
};

export const Guest: Story = {
  args: { loggedIn: false, balance: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Log in to bet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bet Up' })).toBeNull();
  },
};

export const CutoffPassed: Story = {
  args: { clock: at('2026-01-31T09:30:55.000Z') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('bet-cutoff-passed')).toHaveTextContent(
      'The next period opens in 0:05',
    );
  },
};

export const Settling: Story = {
  args: {
    api: api({
      '/user/bet/records': {
        code: 0,
        data: page([{ ...openBet, endTime: '2026-01-31T09:30:00.000Z' }]),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('bet-settling')).toHaveTextContent(
      'Settlement in progress, please wait patiently',
    );
  },
};

export const ResultWin: Story = {
  args: { betUpdates: settles({ ...fixtures.betRecords[0]!, result: 'win', payout: '39' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('bet-result')).toHaveTextContent(
      'You won: 39 USDT credited',
    );
  },
};

export const ResultLose: Story = {
  args: { betUpdates: settles({ ...fixtures.betRecords[0]!, result: 'lose', payout: '0' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('bet-result')).toHaveTextContent(
      'You lost your 20 USDT stake',
    );
  },
};

export const ResultRefund: Story = {
  args: { betUpdates: settles({ ...fixtures.betRecords[0]!, result: 'refund', payout: '20' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('bet-result')).toHaveTextContent(
      'your 20 USDT stake was refunded',
    );
  },
};

export const NoBets: Story = {
  args: {
    api: api({
      '/user/bet/records': { code: 0, data: page([]) },
      '/bet/coin/period/1/records/100': { code: 0, data: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No open bets.')).toBeVisible();
    await expect(await canvas.findByText('You have no settled bets yet.')).toBeVisible();
    await expect(await canvas.findByText('No period has settled yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/bet/coin/all': { code: 500, msg: 'Internal error' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /retry/i }),
    ).toBeVisible();
  },
};

export const NotOffered: Story = {
  args: { offered: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Timed bets are not offered here' }),
    ).toBeVisible();
  },
};

/** A bet refused by the money-call limit (429): said in the app's words; the way back is to change it. */
export const TooManyRequests: Story = {
  args: {
    api: api({
      '/user/bet/submitList': { code: 429, msg: 'Too many money requests; try again in 42 s' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The open period first: a bet before it has loaded is refused by the ticket itself.
    await expect(await canvas.findByTestId('bet-cutoff-countdown')).toHaveTextContent('0:30');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Bet Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many bets and orders in a short time. This bet was not placed: wait a minute and place it again.',
    );
    // Sent again at once, it would be refused again: the ticket offers only to change it.
    await expect(canvas.getByRole('button', { name: 'Change the bet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
