import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { lightTheme } from '../../theme';
import { Spinner, spinnerSizes } from './Spinner';

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
  title: 'Components/Spinner',
  component: Spinner,
  decorators: [withProviders],
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
