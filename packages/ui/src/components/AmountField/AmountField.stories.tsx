import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField';

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: {
    label: 'Amount',
    unit: 'USDT',
    max: '1520.123456',
    maxDecimals: 2,
    description: 'Available 1,520.12 USDT',
    onChange: fn(),
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(/USDT/);
    await userEvent.type(input, '12,5');
    await expect(input).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.5');
    // Letters and a second decimal point are ignored; extra decimals are cut, not rounded.
    await userEvent.type(input, 'x.99');
    await expect(input).toHaveValue('12.59');
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(input).toHaveValue('1520.12');
    await expect(args.onChange).toHaveBeenLastCalledWith('1520.12');
  },
};

export const NativeDigits: Story = {
  args: { maxDecimals: 8 },
  render: ({ max: _max, ...args }) => <AmountField {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '۱۲٫۵');
    await expect(input).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.5');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await userEvent.tab();
    const max = canvas.getByRole('button', { name: 'Max' });
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1520.12');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Max' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '2000', errorMessage: 'More than your available balance' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/More than your available balance/);
  },
};

export const LongText: Story = {
  args: {
    label: 'Amount to transfer from the futures account to the spot account',
    unit: 'USDT (TRC-20)',
    defaultValue: '123456789012345678.12',
    description: 'Transfers between your own accounts are free and arrive at once.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Amount to transfer/ });
    await expect(input).toHaveValue('123456789012345678.12');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { label: 'مقدار', description: 'موجودی ۱۵۲۰ USDT' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'مقدار' });
    await userEvent.type(input, '۳٫۵');
    await expect(input).toHaveValue('3.5');
    // The number itself stays left-to-right inside the RTL field.
    await expect(getComputedStyle(input).direction).toBe('ltr');
  },
};
