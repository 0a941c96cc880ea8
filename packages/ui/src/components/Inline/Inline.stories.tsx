import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { spaceSteps } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  argTypes: { gap: { control: 'select', options: spaceSteps } },
  args: { gap: 'small', children: null },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = ['Coins', 'Stocks', 'Forex', 'Commodities', 'Indices', 'Bonds', 'Funds'];

export const Default: Story = {
  render: (args) => (
    <Inline {...args} data-testid="row">
      {tags.map((tag) => (
        <Badge key={tag} tone="neutral">
          {tag}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

/** At 320 px the row wraps instead of overflowing. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 200 }}>
      <Inline {...args} data-testid="row">
        {tags.map((tag) => (
          <Badge key={tag} tone="info">
            {tag}
          </Badge>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const SpaceBetween: Story = {
  args: { align: 'spaceBetween', alignY: 'baseline' },
  render: (args) => (
    <Inline {...args}>
      <Text weight="strong">BTCUSDT</Text>
      <Text tone="secondary" size="small">
        Bitcoin
      </Text>
    </Inline>
  ),
};

export const Rtl: Story = {
  render: (args) => (
    <div dir="rtl" lang="fa-IR">
      <Inline {...args}>
        <Badge tone="neutral">رمزارز</Badge>
        <Badge tone="neutral">سهام</Badge>
        <Badge tone="neutral">فارکس</Badge>
      </Inline>
    </div>
  ),
};
