import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { failing, userReply } from './fundsStories';
import { BankCardScreen } from './BankCardScreen';

const meta = {
  title: 'Screens/Funds/Withdrawal accounts',
  component: BankCardScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ '/user/info': userReply() }),
    forgetHref: '/m/user/forgetTkPwd',
    onBack: () => undefined,
  },
} satisfies Meta<typeof BankCardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Bound accounts' })).toBeVisible();
  },
};

/** A wallet address of another network is refused before it is sent. */
export const WrongNetworkAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Wallet address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account holder name' }), 'Demo');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Wallet address' }),
      '0x0000000000000000000000000000000000000000',
    );
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(
      await canvas.findByText('This is not an address of the chosen network'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/bankCard/list': { code: 0, data: [] },
    }),
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/bankCard/list': 'never' }) },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/info': userReply(), '/user/bankCard/list': failing }) },
};
