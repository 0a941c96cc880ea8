import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { isBetAddress } from '../bet';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { UserCentreScreen } from './UserCentreScreen';

const meta = {
  title: 'Screens/Account/UserCentre',
  component: UserCentreScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), prefix: '/m', onLogout: () => undefined, onBack: () => undefined },
} satisfies Meta<typeof UserCentreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Wallet' })).toBeVisible();
    await expect(canvas.getByText(`ID ${fixtures.userInfo.id}`, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Log out?',
    });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
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
    await expect(canvas.queryByRole('row', { name: 'Deposit' })).toBeNull();
  },
};

/** A demo account resets itself: the confirmation says what happens, then the new balance. */
export const DemoReset: Story = {
  args: {
    api: createStoryApi({
      '/user/info': { code: 0, data: { ...fixtures.userInfo, role: 'demo' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset demo account' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Reset the demo account?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(
      await canvas.findByText('The demo account was reset. Available: 100,000.0000 USDT'),
    ).toBeVisible();
  },
};

/** The reset failed: the account says so and the button stays for another try. */
export const DemoResetFailed: Story = {
  args: {
    api: createStoryApi({
      '/user/info': { code: 0, data: { ...fixtures.userInfo, role: 'demo' } },
      '/user/demo/reset': { code: 500, msg: 'Server busy' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset demo account' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    // The failure is said in the dialog, which stays open with Reset to try again.
    await expect(
      await within(dialog).findByText('The demo account could not be reset. Try again.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
};

/** The operator switched timed bets off (BET_OPEN '0'): the centre has no bet link. */
export const BetsOff: Story = {
  args: { hasScreen: (address: string) => !isBetAddress(address) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Trading' })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: 'Up/down' })).toBeNull();
    await expect(canvas.getByRole('row', { name: 'Exchange records' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/info': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading your account')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/info': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your account could not be loaded.'),
    ).toBeVisible();
  },
};
