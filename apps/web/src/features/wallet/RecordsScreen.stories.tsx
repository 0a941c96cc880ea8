import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { RecordsScreen } from './RecordsScreen';

const now = () => new Date(2026, 1, 1, 9, 30);

const meta = {
  title: 'Screens/Wallet/Records',
  component: RecordsScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    kind: 'funds',
    onBack: () => undefined,
    timeZone: 'UTC',
    now,
    download: () => undefined,
  },
} satisfies Meta<typeof RecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Funds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await expect(rows[0]).toHaveTextContent('Deposit');
    await expect(rows[1]).toHaveTextContent('Trading fee');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const Filtered: Story = {
  args: {
    initialFilter: {
      type: 'recharge',
      status: null,
      range: { key: 'lastMonth', start: new Date(2026, 0, 1), end: now() },
    },
    api: createStoryApi({
      '/user/bill/list': {
        code: 0,
        data: { list: [fixtures.bills[0]], total: 1, page: 1, limit: 20 },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: 'Last month' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Any time' })).toBeVisible();
  },
};

export const Timeline: Story = {
  args: {
    kind: 'withdrawals',
    api: createStoryApi({
      '/user/withdraw/list': {
        code: 0,
        data: {
          list: [
            { ...fixtures.withdrawRecord, id: 1, status: 'processing', orderNo: 'W-PENDING' },
            {
              ...fixtures.withdrawRecord,
              id: 2,
              status: 'failure',
              orderNo: 'W-REFUSED',
              rejectReason: 'Cancelled by the user',
            },
          ],
          total: 2,
          page: 1,
          limit: 20,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/W-REFUSED/));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Record details',
    });
    await expect(within(sheet).getByRole('list', { name: 'Progress' })).toHaveTextContent('Failed');
    // The sheet slides in.
    await waitFor(() => expect(within(sheet).getByText('Cancelled by the user')).toBeVisible());
  },
};

export const Deposits: Story = {
  args: { kind: 'deposits' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /Status/ })).toBeVisible();
  },
};

export const Exchanges: Story = {
  args: { kind: 'exchanges' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(1);
    await expect(canvas.queryByRole('radio', { name: 'Last week' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/user/bill/list': { code: 0, data: { list: [], total: 0, page: 1, limit: 20 } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No records')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled());
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/bill/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading records')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/bill/list': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The records could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
