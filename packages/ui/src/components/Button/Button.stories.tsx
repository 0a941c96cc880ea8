import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onPress: fn(), children: 'Place order' },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {buttonTones.map((tone) =>
        buttonSizes.map((size) => (
          <Button key={`${tone}-${size}`} {...args} tone={tone} size={size}>
            {`${tone} ${size}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(buttonTones.length * buttonSizes.length);
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Place order/ });
    await expect(canvas.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'Close position' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Close position' }),
    ).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    fullWidth: true,
    children: 'Confirm and place a market order for the whole available balance at the best price',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Confirm and place/ });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { children: 'ثبت سفارش' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ثبت سفارش' });
    await expect(button.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
