import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No orders yet', description: 'Orders you place appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { icon: '∅' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByText('Orders you place appear here.')).toBeVisible();
  },
};

const onPress = fn();
export const WithAction: Story = {
  args: { action: <Button onPress={onPress}>Start trading</Button> },
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start trading' }));
    await expect(onPress).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'There are no records in the selected period for this account and product filter',
    description:
      'Try a longer period, another product, or clear the filters. Records older than three months can be requested from customer service.',
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
