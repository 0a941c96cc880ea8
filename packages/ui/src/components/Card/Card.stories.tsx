import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Account balance', children: 'Available 1,024.50 USDT' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Account balance' });
    await expect(region).toHaveTextContent('Available 1,024.50 USDT');
  },
};

const onPress = fn();
export const WithFooter: Story = {
  args: { footer: <Button onPress={onPress}>Deposit</Button> },
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPress).toHaveBeenCalledTimes(1);
  },
};

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title:
      'Estimated total assets across every wallet, including frozen margin and pending withdrawals',
    children:
      'This figure is an estimate based on the latest prices and can change at any moment while markets are open.',
  },
};

export const Rtl: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
