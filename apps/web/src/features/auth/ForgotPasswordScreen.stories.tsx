import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { preloadPhoneFields } from './accountFields';
import { createStoryApi } from '../../shared/testing/storyApi';

const filled = {
  email: 'ann@example.com',
  code: '123456',
  password: 'newpass1',
  confirmPassword: 'newpass1',
};

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordScreen,
  // The phone fields' code (loaded when first shown) is there before a story renders.
  loaders: [async () => ({ phoneFields: await preloadPhoneFields() })],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    onReset: fn(),
    countries: fixtures.countries,
    loginHref: '/m/login',
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalled());
  },
};

export const ValidationErrors: Story = {
  args: { defaultValues: { ...filled, confirmPassword: 'newpass2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const confirm = canvas.getByLabelText(/^Confirm password/);
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription(/do not match/);
  },
};

export const ServerError: Story = {
  args: {
    api: createStoryApi({ '/forgetPwd': { code: 1009, msg: 'Code wrong or expired' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Code wrong or expired');
  },
};

export const Pending: Story = {
  args: { api: createStoryApi({ '/forgetPwd': 'never' }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('progressbar', { name: 'In progress' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};
