import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Price alerts', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Price alerts' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Price alerts' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Price alerts' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Price alerts' }),
    ).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Send me a notification when any product in my watch list moves more than five percent in one hour',
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /Send me a notification/ });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { children: 'هشدار قیمت', defaultSelected: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'هشدار قیمت' });
    const track = toggle.closest('label')!.querySelector('[aria-hidden]')!;
    const thumb = track.firstElementChild!;
    // Selected means the thumb sits at the inline end: on the left in RTL.
    await expect(thumb.getBoundingClientRect().left).toBeLessThan(
      track.getBoundingClientRect().left + 10,
    );
  },
};
