import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ApiClient } from '@repo/api-schema/client';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { OrderHistory } from './OrderHistory';
import { listPage } from './storyData';

function HistoryStory({ api, table = false }: { api: ApiClient; table?: boolean }) {
  return (
    <StoryServices api={api} path="/m/user/trade/orders">
      <div style={{ padding: 16 }}>
        <OrderHistory
          api={api}
          detailPath="/m/user/trade/position"
          withFilters
          table={table}
          timeZone="UTC"
        />
      </div>
    </StoryServices>
  );
}

const ended = [
  fixtures.closedOrder,
  {
    ...fixtures.closedOrder,
    orderNo: 'O2026012900004',
    direction: 'short' as const,
    closePrice: '99500',
    profitLoss: '-225.4',
    result: 'loss' as const,
    closeReason: 'stop_out' as const,
  },
  {
    ...fixtures.pendingOrder,
    orderNo: 'O2026012800002',
    status: 'revoked' as const,
    reason:
      'Margin could not be held at the fill price 99000: margin 990 and fee 9.9 needed, 500 available',
    reasonCode: 'margin_unavailable' as const,
  },
];

const meta = {
  title: 'Screens/Positions/Order history',
  component: HistoryStory,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi({ '/user/orders/history': listPage(ended) }) },
} satisfies Meta<typeof HistoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone: cards with the filters (product, direction, status, date shortcuts) above. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId(`history-row-${fixtures.closedOrder.orderNo}`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Last month' }));
    await expect(await canvas.findByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Desktop: a table that uses the width. */
export const Table: Story = {
  args: { table: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Order history' })).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { api: createStoryApi({ '/user/orders/history': listPage([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/orders/history': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading order history'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/orders/history': { code: 500, msg: 'down' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /retry/i }),
    ).toBeVisible();
  },
};
