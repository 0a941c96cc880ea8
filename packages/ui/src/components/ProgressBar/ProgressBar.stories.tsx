import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Turnover requirement', value: 45 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Turnover requirement' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
  },
};

export const CustomValueText: Story = {
  args: { label: 'Presale sold', value: 750, maxValue: 1000, valueLabel: '750 of 1,000' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Presale sold' });
    await expect(bar).toHaveAttribute('aria-valuetext', '750 of 1,000');
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };

export const WithoutVisibleLabel: Story = {
  render: () => <ProgressBar aria-label="Upload progress" value={60} hideValue />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Upload progress' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Trading volume still required before the welcome bonus can be withdrawn',
    value: 12,
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
