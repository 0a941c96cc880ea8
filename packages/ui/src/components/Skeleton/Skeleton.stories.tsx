import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  },
};

export const Rect: Story = { args: { shape: 'rect', blockSize: '120px' } };

export const Circle: Story = {
  args: { shape: 'circle', inlineSize: '48px', label: 'Loading avatar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading avatar' }),
    ).toBeVisible();
  },
};

export const Rtl: Story = {
  args: { lines: 2 },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
