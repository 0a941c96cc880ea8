import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'select', options: textSizes },
  },
  args: { children: 'Market data is simulated.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Market data is simulated.');
    await expect(text.tagName).toBe('P');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="small">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: the amount must be at least 10
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: updated 2025-01-02 10:00:00
        </Text>
      ))}
    </Stack>
  ),
};

export const Strong: Story = { args: { weight: 'strong', as: 'span' } };

export const Rtl: Story = {
  render: (args) => (
    <div dir="rtl" lang="fa-IR">
      <Text {...args}>داده‌های بازار شبیه‌سازی شده است.</Text>
    </div>
  ),
};
