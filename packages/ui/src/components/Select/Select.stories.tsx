import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Network',
    placeholder: 'Choose a network',
    options: [
      { id: 'trc20', label: 'TRC-20' },
      { id: 'erc20', label: 'ERC-20' },
      { id: 'bep20', label: 'BEP-20', isDisabled: true },
    ],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Network/ });
    await userEvent.click(trigger);
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'BEP-20' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'ERC-20' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('erc20');
    await expect(trigger).toHaveTextContent('ERC-20');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Network/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    // Focus returns to the trigger once the popover's exit has finished.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'trc20' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Network/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the network your wallet uses' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Choose the network your wallet uses'),
    ).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'Where should the funds be sent when the withdrawal has been approved',
    defaultSelectedKey: 'long',
    options: [
      {
        id: 'long',
        label: 'The external wallet address saved in the address book as Cold storage',
      },
      { id: 'short', label: 'Spot account' },
    ],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Where should the funds/ });
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: {
    label: 'شبکه',
    placeholder: 'یک شبکه انتخاب کنید',
    options: [
      { id: 'trc20', label: 'ترون' },
      { id: 'erc20', label: 'اتریوم' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /شبکه/ }));
    const listbox = await page().findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(listbox).getByRole('option', { name: 'اتریوم' }));
  },
};
