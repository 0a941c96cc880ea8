import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Margin mode',
    options: [
      { value: 'cross', label: 'Cross' },
      { value: 'isolated', label: 'Isolated' },
    ],
    defaultValue: 'cross',
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Margin mode' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Cross' })).toBeChecked();
    await userEvent.click(canvas.getByText('Isolated'));
    await expect(canvas.getByRole('radio', { name: 'Isolated' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('isolated');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Cross' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Isolated' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cross = canvas.getByRole('radio', { name: 'Cross' }).closest('label')!;
    const isolated = canvas.getByRole('radio', { name: 'Isolated' }).closest('label')!;
    await expect(cross.getBoundingClientRect().top).toBe(isolated.getBoundingClientRect().top);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: null,
    isInvalid: true,
    isRequired: true,
    errorMessage: 'Choose a margin mode',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Margin mode' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Choose a margin mode/);
  },
};

export const LongText: Story = {
  args: {
    label: 'What should happen to open orders when the position is closed by stop loss',
    options: [
      {
        value: 'keep',
        label: 'Keep every open order so that it can still fill at its limit price',
      },
      { value: 'cancel', label: 'Cancel all open orders of the same product immediately' },
    ],
    defaultValue: 'keep',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: {
    label: 'حالت مارجین',
    options: [
      { value: 'cross', label: 'متقاطع' },
      { value: 'isolated', label: 'ایزوله' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'ایزوله' })).toBeChecked();
  },
};
