import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeShortcuts, type DateRange, type DateRangeKey } from './DateRangeShortcuts';

const onRange = fn();
const fixedNow = () => new Date(2026, 5, 15, 9, 0, 0);

function Demo({ isDisabled = false }: { isDisabled?: boolean }) {
  const [value, setValue] = useState<DateRangeKey | null>('lastWeek');
  return (
    <DateRangeShortcuts
      value={value}
      now={fixedNow}
      isDisabled={isDisabled}
      onChange={(range: DateRange) => {
        setValue(range.key);
        onRange(range);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateRangeShortcuts',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onRange.mockClear();
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Period' });
    await expect(within(group).getByRole('radio', { name: 'Last week' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Last month' }));
    await expect(within(group).getByRole('radio', { name: 'Last month' })).toBeChecked();
    await expect(onRange).toHaveBeenCalledTimes(1);
    await expect((onRange.mock.calls[0]![0] as DateRange).start.getMonth()).toBe(4);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Last week' })).toHaveFocus();
    // "Next" is towards the inline end: left in RTL.
    await userEvent.keyboard(globals.locale === 'fa-IR' ? '{ArrowLeft}' : '{ArrowRight}');
    const month = within(canvasElement).getByRole('radio', { name: 'Last month' });
    await expect(month).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(month).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Last month' })).toBeDisabled();
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
