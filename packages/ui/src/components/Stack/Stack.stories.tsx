import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Stack, spaceSteps } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: { gap: { control: 'select', options: spaceSteps } },
  args: { gap: 'medium', children: null },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args} as="section" aria-labelledby="stack-heading">
      <Heading level={2} id="stack-heading">
        Account
      </Heading>
      <Text>Your balance and the last orders.</Text>
      <Text tone="secondary" size="small">
        Updated a minute ago
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account' })).toBeVisible();
    const region = canvas.getByRole('region');
    await expect(getComputedStyle(region).flexDirection).toBe('column');
  },
};

export const Gaps: Story = {
  render: () => (
    <Stack gap="large">
      {spaceSteps.map((gap) => (
        <Stack key={gap} gap={gap}>
          <Text weight="strong">{gap}</Text>
          <Text>First line</Text>
          <Text>Second line</Text>
        </Stack>
      ))}
    </Stack>
  ),
};

export const Centred: Story = {
  args: { align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Text>Centred</Text>
      <Text tone="secondary">across the column</Text>
    </Stack>
  ),
};

export const Rtl: Story = {
  render: (args) => (
    <div dir="rtl" lang="fa-IR">
      <Stack {...args}>
        <Heading level={2}>حساب</Heading>
        <Text>موجودی و آخرین سفارش‌ها</Text>
      </Stack>
    </div>
  ),
};
