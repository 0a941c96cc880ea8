import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Nickname', description: 'Shown to other users', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAccessibleDescription('Shown to other users');
    await userEvent.type(input, 'satoshi');
    await expect(input).toHaveValue('satoshi');
    await expect(args.onChange).toHaveBeenLastCalledWith('satoshi');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const box = input.parentElement!;
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'satoshi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nickname' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Nickname is already taken', defaultValue: 'satoshi' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Nickname is already taken/);
  },
};

export const RequiredValidation: Story = {
  args: { isRequired: true, errorMessage: 'Enter a nickname', validationBehavior: 'aria' },
  render: (args) => (
    <form>
      <TextField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toBeRequired();
  },
};

export const LongText: Story = {
  args: {
    label: 'The name other traders see next to your copy-trading performance and public comments',
    description:
      'Between 3 and 24 letters or digits. You can change it once every thirty days from the security settings page.',
    defaultValue: 'a-rather-long-default-value-that-overflows-the-input-box-on-small-phones',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /The name other traders/ });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { label: 'نام مستعار', description: 'به دیگران نشان داده می‌شود' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'نام مستعار' });
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};
