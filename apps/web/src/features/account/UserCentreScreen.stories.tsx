import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
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
