import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password inputs have no role; find them by label. */
const passwordInput = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByLabelText(name, { selector: 'input' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement, 'Password');
    await userEvent.type(input, 's3cret!');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('s3cret!');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, 'Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement, 'Password')).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show password' }),
    ).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Use at least 8 characters with a letter and a digit',
    autoComplete: 'new-password',
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, 'Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/at least 8 characters/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const LongText: Story = {
  args: {
    label: 'Fund password used to confirm withdrawals, transfers and changes to security settings',
    description: 'Different from your login password. Six digits, never shared with support staff.',
  },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement, /Fund password/)).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { label: 'رمز عبور' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, 'رمز عبور');
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    // The toggle sits at the inline end: on the left in RTL.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left,
    );
  },
};
