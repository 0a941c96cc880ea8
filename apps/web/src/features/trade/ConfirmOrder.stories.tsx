import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConfirmOrder } from './ConfirmOrder';

const meta = {
  title: 'Screens/Trade/Confirm order',
  component: ConfirmOrder,
  parameters: { a11y: { test: 'error' } },
  args: {
    isOpen: true,
    desktop: false,
    summary: 'Long (price up) BTCUSDT, Market',
    rows: [
      { label: 'Entry price', value: 'At market, about 97,120.70' },
      { label: 'Lots', value: '0.1' },
      { label: 'Multiple', value: '×10' },
      { label: 'Stop loss (optional)', value: '95,000.00' },
      { label: 'Take profit (optional)', value: 'None' },
      { label: 'Margin', value: '971.2070 USDT' },
      { label: 'Fee on open', value: '9.7120 USDT' },
    ],
    isPending: false,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the order' }));
    await userEvent.click(dialog.getByText('Don’t ask again in this session'));
    await expect(dialog.getByRole('checkbox')).toBeChecked();
  },
};

export const DesktopDialog: Story = { args: { desktop: true } };

export const Pending: Story = {
  args: { isPending: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Confirm/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
