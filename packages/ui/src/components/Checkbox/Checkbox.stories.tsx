import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember this device', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember this device'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember this device' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(
      getComputedStyle(box.closest('label')!.querySelector('[aria-hidden]')!).outlineStyle,
    ).toBe('solid');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all orders' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all orders' });
    await expect(box).toHaveProperty('indeterminate', true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, children: 'I have read the risk disclosure' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /risk disclosure/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongText: Story = {
  args: {
    children:
      'I understand that contract trading with leverage can lose more than my margin and that past returns do not promise future results',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /I understand/ }));
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { children: 'این دستگاه را به خاطر بسپار' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'این دستگاه را به خاطر بسپار',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
