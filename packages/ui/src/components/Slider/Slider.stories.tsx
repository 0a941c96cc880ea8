import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: {
    label: 'Leverage',
    minValue: 1,
    maxValue: 100,
    defaultValue: 10,
    marks: [1, 25, 50, 75, 100],
    formatValue: (value: number) => `${value}×`,
    onChange: fn(),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leverage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Leverage' });
    await expect(thumb).toHaveValue('10');
    await expect(canvas.getByText('10×')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '50×' }));
    await expect(thumb).toHaveValue('50');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await expect(canvas.getByRole('button', { name: '50×' })).toHaveAttribute('data-current');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Leverage' });
    // The marks stay out of the tab order: the thumb is the one keyboard stop.
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard(globals.locale === 'fa-IR' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(thumb).toHaveValue('11');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const Percentage: Story = {
  args: {
    label: 'Share of available balance',
    minValue: 0,
    maxValue: 1,
    step: 0.25,
    defaultValue: 0.25,
    marks: [0, 0.25, 0.5, 0.75, 1],
    formatOptions: { style: 'percent' },
    formatValue: undefined as never,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '75%' }));
    await expect(canvas.getByRole('slider', { name: /Share of available/ })).toHaveAttribute(
      'aria-valuetext',
      '75%',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Leverage' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '50×' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Leverage applied to every new position on this product until you change it again',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('slider', { name: /Leverage applied/ }),
    ).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { label: 'اهرم' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const one = canvas.getByRole('button', { name: '1×' });
    const hundred = canvas.getByRole('button', { name: '100×' });
    // The minimum sits at the inline start: on the right in RTL.
    await expect(one.getBoundingClientRect().left).toBeGreaterThan(
      hundred.getBoundingClientRect().left,
    );
  },
};
