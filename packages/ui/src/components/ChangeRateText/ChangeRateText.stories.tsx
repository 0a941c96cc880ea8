import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatChangeRate } from '../../format';
import { ChangeRateText } from './ChangeRateText';

const meta = {
  title: 'Components/ChangeRateText',
  component: ChangeRateText,
  args: { value: '2.456' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'pill'] } },
} satisfies Meta<typeof ChangeRateText>;

export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (globals: { locale?: string }) => globals.locale ?? 'en-US';

export const Rise: Story = {
  play: async ({ canvasElement, globals }) => {
    // en-US shows +2.46%; other locales their own digits and signs, from the same formatter.
    const text = formatChangeRate('2.456', localeOf(globals));
    if (localeOf(globals) === 'en-US') await expect(text).toBe('+2.46%');
    await expect(within(canvasElement).getByText(text)).toHaveAttribute('data-trend', 'rise');
  },
};

export const Fall: Story = {
  args: { value: '-0.5' },
  play: async ({ canvasElement, globals }) => {
    const text = formatChangeRate('-0.5', localeOf(globals));
    if (localeOf(globals) === 'en-US') await expect(text).toBe('-0.50%');
    await expect(within(canvasElement).getByText(text)).toHaveAttribute('data-trend', 'fall');
  },
};

export const Flat: Story = { args: { value: '0' } };
export const Pill: Story = { args: { variant: 'pill', value: '-12.3' } };
export const PillRise: Story = { args: { variant: 'pill', value: '8.1' } };

export const Missing: Story = {
  args: { value: 'n/a' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--')).toBeVisible();
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
