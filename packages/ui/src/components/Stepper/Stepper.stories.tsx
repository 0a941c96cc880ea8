import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
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
