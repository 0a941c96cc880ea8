import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VerificationCodeField } from './VerificationCodeField';

const meta = {
  title: 'Components/VerificationCodeField',
  component: VerificationCodeField,
  args: { label: 'SMS code', seconds: 3, onSend: fn(), onChange: fn() },
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'SMS code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const waiting = await canvas.findByRole('button', { name: /Resend in \ds/ });
    await expect(waiting).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/in 3 seconds/);
    await expect(input).toHaveFocus();
    await userEvent.type(input, '12a3۴۵۶7');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    const again = await canvas.findByRole('button', { name: 'Resend' }, { timeout: 5000 });
    await expect(again).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('You can request a new code now.');
  },
};

export const Counting: Story = {
  args: { initialSeconds: 60, seconds: 60 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Resend in (60|59)s/ });
    await expect(button).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'SMS code' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { onSend: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'In progress' }),
    ).toBeInTheDocument();
  },
};

export const SendFails: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('rate limited'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
    // No code was sent, so there is no countdown.
    await expect(await canvas.findByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'SMS code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '123456', errorMessage: 'The code is wrong or expired' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'SMS code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/wrong or expired/);
  },
};

export const LongText: Story = {
  args: {
    label: 'Verification code sent to the email address registered on your account',
    description: 'Check your spam folder if the message has not arrived within two minutes.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Verification code sent/ }),
    ).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { label: 'کد پیامک' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'کد پیامک' });
    await userEvent.type(input, '۱۲۳');
    await expect(input).toHaveValue('123');
  },
};
