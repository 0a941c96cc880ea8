import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'select', options: headingLevels },
    size: { control: 'select', options: headingSizes },
  },
  args: { level: 1, children: 'Markets' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Markets' }),
    ).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

/** An h2 at the body size: the level follows the outline, the size the design. */
export const SizeOverride: Story = { args: { level: 2, size: 'body', children: 'Notices' } };

export const LongText: Story = {
  args: {
    level: 1,
    children: 'Professional-investor verification of the account holder (Supercalifragilistic)',
  },
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Heading {...args} />
    </div>
  ),
};

export const Rtl: Story = {
  render: (args) => (
    <div dir="rtl" lang="fa-IR">
      <Heading {...args}>بازارها</Heading>
    </div>
  ),
};
