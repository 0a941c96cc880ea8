import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading quotes', showLabel: true, size: 'large' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading quotes' })).toBeVisible();
    await expect(canvas.getByText('Loading quotes')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Loading the complete order history for every product you have ever traded',
    showLabel: true,
  },
};

export const Rtl: Story = {
  args: { label: 'Loading', showLabel: true },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
