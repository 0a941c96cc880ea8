import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { WalletScreen } from './WalletScreen';

const meta = {
  title: 'Screens/Wallet/Assets',
  component: WalletScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  args: { api: createStoryApi(), prefix: '/m' },
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balances = await canvas.findByRole('grid', { name: 'Balances' });
    const rows = within(balances).getAllByRole('row');
    await expect(rows.map((row) => row.getAttribute('data-key'))).toEqual(['USDT', 'BTC', 'ETH']);
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Exchange' })).toBeVisible();
    await expect(canvas.queryByText('Demo account')).toBeNull();
  },
};

export const OnlyExistingScreens: Story = {
  args: { hasScreen: (address: string) => address === '/m/user/exchange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Exchange' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Deposit' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Records' })).toBeNull();
  },
};

export const Demo: Story = {
  args: {
    api: createStoryApi({
      '/user/info': { code: 0, data: { ...fixtures.userInfo, role: 'demo' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Demo account')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Deposit' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  },
};

export const NoCoins: Story = {
  args: { api: createStoryApi({ '/exchange/coin/list': { code: 0, data: [] } }) },
  play: async ({ canvasElement }) => {
    const balances = await within(canvasElement).findByRole('grid', { name: 'Balances' });
    await expect(within(balances).getAllByRole('row')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/money/info': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading your assets')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/money/info': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your assets could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
