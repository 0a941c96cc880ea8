import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { lightTheme } from '../../theme';
import { Skeleton, skeletonShapes } from './Skeleton';

// Until the root preview provides theme and locale globals, give the story a theme and an IntlProvider.
const withProviders: Decorator = (Story, { globals }) => {
  const story = globals.theme ? (
    <Story />
  ) : (
    <div className={lightTheme}>
      <Story />
    </div>
  );
  return globals.locale ? (
    story
  ) : (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      {story}
    </IntlProvider>
  );
};

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [withProviders],
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
