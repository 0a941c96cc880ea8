import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { PositionDetailScreen } from './PositionDetailScreen';
import { closedWithHistory } from './storyData';

const closedPath = `/user/orders/info/${closedWithHistory.orderNo}`;
const openPath = `/user/orders/info/${fixtures.openOrder.orderNo}`;
const pendingPath = `/user/orders/info/${fixtures.pendingOrder.orderNo}`;
const placed = {
  status: 'entrusted' as const,
  time: '2026-01-31T08:00:00.000Z',
  price: null,
  note: 'Limit short at 99000; margin 990 held, fee 9.9',
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
  note: string,
  extra: Partial<typeof fixtures.pendingOrder> = {},
) =>
  createStoryApi({
    [pendingPath]: {
      code: 0,
      data: {
        ...fixtures.pendingOrder,
        ...extra,
        status,
        history: [placed, { status, time: '2026-01-31T09:12:00.000Z', price: null, note }],
      },
    },
  });

/** Revoked by the system at the fill: the reason the server gave. */
export const Revoked: Story = {
  args: {
    api: endedPending(
      'revoked',
      'Revoked: the margin could not be held when the price was reached',
      { reason: 'The margin could not be held when the price was reached' },
    ),
    orderNo: fixtures.pendingOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('order-reason')).toHaveTextContent(
      'The margin could not be held when the price was reached',
    );
    await expect(canvas.getAllByText('Revoked').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Cancelled by the user: no actions left, the history says when. */
export const Cancelled: Story = {
  args: {
    api: endedPending('cancelled', 'Cancelled by you; margin 990 and fee 9.9 released'),
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
