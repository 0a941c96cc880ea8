import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const localDigits = (globals: { locale?: string }, value: number) =>
  new Intl.NumberFormat(globals.locale ?? 'en-US').format(value);

export const Count: Story = {
  args: { count: 5, label: '5 unread messages' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Digits follow the locale (Persian digits in fa-IR).
    await expect(canvas.getByText(localDigits(globals, 5))).toBeVisible();
    await expect(canvas.getByText('5 unread messages')).toBeInTheDocument();
  },
};

export const Overflow: Story = {
  args: { count: 1234, label: '1,234 unread messages' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(`${localDigits(globals, 99)}+`)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Dot: Story = { args: { dot: true, label: 'New messages' } };

export const LongText: Story = {
  args: { tone: 'info', children: 'Verified professional investor' },
};

export const Rtl: Story = {
  args: { count: 3, label: '3 unread messages' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
