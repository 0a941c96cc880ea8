import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lightTheme } from '../../theme';
import { Button } from '../Button';
import { Card } from './Card';

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
  title: 'Components/Card',
  component: Card,
  decorators: [withProviders],
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
