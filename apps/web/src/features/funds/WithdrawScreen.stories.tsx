import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { failing, userReply } from './fundsStories';
import { WithdrawScreen } from './WithdrawScreen';

const meta = {
  title: 'Screens/Funds/Withdraw',
  component: WithdrawScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ '/user/info': userReply() }),
    accountsHref: '/m/user/bankCard',
    forgetHref: '/m/user/forgetTkPwd',
    onBack: () => undefined,
  },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Amount (USDT)' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Withdraw to' })).toBeVisible();
  },
};

/** Beyond the daily free count: the spec's fee confirmation. */
export const FeeConfirmation: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/withdraw/info': {
        code: 0,
        data: { ...fixtures.withdrawInfo, todayCount: 3, dailyFreeCount: 2 },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'You have withdrawn 3 times today and will be charged 2% fee after 2 times; are you sure?',
    );
  },
};

export const NoAccount: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/bankCard/list': { code: 0, data: [] },
    }),
  },
};

export const Refused: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/withdraw/info': { code: 0, data: { ...fixtures.withdrawInfo, todayCount: 0 } },
      '/user/withdraw/submit': { code: 1006, msg: '' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Withdrawal password incorrect')).toBeVisible();
  },
};

export const DemoAccount: Story = {
  args: { api: createStoryApi({ '/user/info': userReply({ role: 'demo' }) }) },
};

export const NoWithdrawalPassword: Story = {
  args: {
    api: createStoryApi({ '/user/info': userReply({ hasWithdrawalPassword: false }) }),
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/withdraw/info': 'never' }) },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/info': userReply(), '/user/withdraw/info': failing }) },
};

/** An accepted bonus still being wagered: its progress is shown, and the withdrawal waits for it. */
export const TurnoverInProgress: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/withdraw/info': {
        code: 0,
        data: { ...fixtures.withdrawInfo, turnoverTotal: '1000', turnoverCode: '250' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Bonus turnover completed' }),
    ).toHaveAttribute('aria-valuenow', '75');
  },
};
