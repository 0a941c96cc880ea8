import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import type { Schema } from '@repo/api-schema/schema';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { PositionDetailScreen } from './PositionDetailScreen';
import { closedWithHistory } from './storyData';

const closedPath = `/user/orders/info/${closedWithHistory.orderNo}`;
const openPath = `/user/orders/info/${fixtures.openOrder.orderNo}`;
const pendingPath = `/user/orders/info/${fixtures.pendingOrder.orderNo}`;
type HistoryEntry = Schema<'OrderHistoryEntry'>;
const placed: HistoryEntry = {
  status: 'entrusted',
  time: '2026-01-31T08:00:00.000Z',
  price: null,
  event: 'placed',
  values: { orderType: 'limit', direction: 'short', price: '99000', margin: '990' },
  afterRestart: false,
  note: 'Placed: limit short at 99000; margin 990 held',
};

const meta = {
  title: 'Screens/Positions/Detail',
  component: PositionDetailScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ [closedPath]: { code: 0, data: closedWithHistory } }),
    orderNo: closedWithHistory.orderNo,
    onBack: () => undefined,
    siteName: 'Demo Trading',
    timeZone: 'UTC',
    // No file sharing here: the card is downloaded.
    nav: {},
  },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} path="/m/user/trade/position">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof PositionDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closed order with every transition, a restart note among them. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What happened' })).toBeVisible();
    await expect(canvas.getByText(/after the server restarted/)).toBeVisible();
    await expect(canvas.getByText(/^Take profit 98,000\.00 crossed/)).toBeVisible();
    await expect(canvas.getByTestId('order-reason')).toHaveTextContent('Take profit reached');
  },
};

export const OpenPosition: Story = {
  args: {
    api: createStoryApi({ [openPath]: { code: 0, data: fixtures.openOrder } }),
    orderNo: fixtures.openOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Close position' })).toBeVisible();
  },
};

/** The share card: percentages only until "Show amounts" is ticked. */
export const ShareCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share result' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Share your result',
    });
    await waitFor(() => expect(within(dialog).getByTestId('share-card')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Download image' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show amounts' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Show amounts' })).toBeChecked();
  },
};

/** A pending limit order: its entry price, SL/TP editing and cancel (no close, no P&L yet). */
export const PendingOrder: Story = {
  args: {
    api: createStoryApi({
      [pendingPath]: { code: 0, data: { ...fixtures.pendingOrder, history: [placed] } },
    }),
    orderNo: fixtures.pendingOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(canvas.getByText('Entry price')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close position' })).toBeNull();
  },
};

/** The pending order above, ended by `status` with one more history entry. */
const endedPending = (
  status: 'revoked' | 'cancelled',
  last: Pick<HistoryEntry, 'event' | 'values' | 'note'>,
  extra: Partial<typeof fixtures.pendingOrder> = {},
) =>
  createStoryApi({
    [pendingPath]: {
      code: 0,
      data: {
        ...fixtures.pendingOrder,
        ...extra,
        status,
        history: [
          placed,
          { status, time: '2026-01-31T09:12:00.000Z', price: null, afterRestart: false, ...last },
        ],
      },
    },
  });

/** Revoked by the system at the fill: the reason by its code, in the user's language. */
export const Revoked: Story = {
  args: {
    api: endedPending(
      'revoked',
      {
        event: 'revoked_margin_unavailable',
        values: { price: '99000', margin: '990', fee: '9.9', available: '500' },
        note: 'Margin could not be held at the fill price 99000: margin 990 and fee 9.9 needed, 500 available',
      },
      {
        reason:
          'Margin could not be held at the fill price 99000: margin 990 and fee 9.9 needed, 500 available',
        reasonCode: 'margin_unavailable',
      },
    ),
    orderNo: fixtures.pendingOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('order-reason')).toHaveTextContent(
      'Revoked: the margin and fee could not be held when the price was reached',
    );
    await expect(canvas.getAllByText('Revoked').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Cancelled by the user: no actions left, the history says when. */
export const Cancelled: Story = {
  args: {
    api: endedPending('cancelled', {
      event: 'cancelled_by_user',
      values: { margin: '990' },
      note: 'Cancelled by the user; margin 990 released',
    }),
    orderNo: fixtures.pendingOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What happened' })).toBeVisible();
    await expect(canvas.getAllByText('Cancelled').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ [closedPath]: { code: 500, msg: 'Server error' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This order could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /retry/i })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    api: createStoryApi({ [closedPath]: { code: 404, msg: 'No such order' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This order does not exist')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ [closedPath]: 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the order')).toBeVisible();
  },
};

/** A demo account's position: the screen says plainly that the funds are virtual. */
export const DemoAccount: Story = {
  args: {
    api: createStoryApi({
      [openPath]: { code: 0, data: fixtures.openOrder },
      '/user/getUserInfo': { code: 0, data: fixtures.demoInfo },
    }),
    orderNo: fixtures.openOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('demo-notice')).toHaveTextContent(
      /virtual funds/,
    );
  },
};
