import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { ForgetTkPwdScreen } from './ForgetTkPwdScreen';

const meta = {
  title: 'Screens/Funds/Forgot withdrawal password',
  component: ForgetTkPwdScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), withdrawHref: '/m/user/withdraw', onBack: () => undefined },
} satisfies Meta<typeof ForgetTkPwdScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The two entries differ: the shared rule says so under the second. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(canvas.getByLabelText('New withdrawal password'), '1234');
    await userEvent.type(canvas.getByLabelText('Confirm withdrawal password'), '4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset withdrawal password' }));
    await expect(
      await canvas.findByText('The two withdrawal passwords you entered do not match'),
    ).toBeVisible();
  },
};

export const CodeWrong: Story = {
  args: {
    api: createStoryApi({ '/user/forgetTkPwd': { code: 1009, msg: '' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.type(canvas.getByLabelText('New withdrawal password'), '1234');
    await userEvent.type(canvas.getByLabelText('Confirm withdrawal password'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset withdrawal password' }));
    await expect(await canvas.findByText('Verification code wrong or expired')).toBeVisible();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(canvas.getByLabelText('New withdrawal password'), '1234');
    await userEvent.type(canvas.getByLabelText('Confirm withdrawal password'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset withdrawal password' }));
    await expect(await canvas.findByText('Your withdrawal password was changed.')).toBeVisible();
  },
};
