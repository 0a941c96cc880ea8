import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { lightTheme } from '../../theme';
import { Stepper } from './Stepper';

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
  title: 'Components/Stepper',
  component: Stepper,
  decorators: [withProviders],
  args: {
    'aria-label': 'Verification progress',
    steps: ['Identity document', 'Selfie', 'Review'],
    current: 1,
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Verification progress' });
    const current = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Selfie');
  },
};

export const FirstStep: Story = { args: { current: 0 } };

export const AllComplete: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveTextContent('completed');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      'Upload both sides of your national identity card',
      'Take a selfie holding the card',
      'Wait for review',
    ],
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
