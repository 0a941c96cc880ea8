import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, flagEmoji, type ComboBoxOption } from './ComboBox';

const countries: ComboBoxOption[] = [
  ['US', 'United States', '+1'],
  ['GB', 'United Kingdom', '+44'],
  ['IR', 'Iran', '+98'],
  ['TR', 'Türkiye', '+90'],
  ['BR', 'Brazil', '+55'],
  ['VN', 'Vietnam', '+84'],
  ['ID', 'Indonesia', '+62'],
  ['KP', 'North Korea', '+850'],
].map(([id, label, detail]) => ({
  id: id!,
  label: label!,
  detail: detail!,
  flag: flagEmoji(id!),
  isDisabled: id === 'KP',
}));

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Country code',
    placeholder: 'Search country or code',
    options: countries,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await userEvent.type(input, '+98');
    const listbox = await page().findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: /Iran/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('IR');
    await expect(input).toHaveValue('+98 Iran');
  },
};

export const FilterByName: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await userEvent.type(input, 'united');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await expect(within(listbox).getByRole('option', { name: /United Kingdom/ })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await userEvent.type(input, 'north');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /North Korea/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'US' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('+1 United States');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the country of your phone number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/country of your phone number/);
  },
};

export const LongText: Story = {
  args: {
    label: 'Country or region where your identity document was issued',
    options: [
      {
        id: 'SH',
        label: 'Saint Helena, Ascension and Tristan da Cunha',
        detail: '+290',
        flag: flagEmoji('SH'),
      },
      ...countries,
    ],
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /identity document/ });
    await userEvent.type(input, 'saint');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /Tristan da Cunha/ })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: {
    label: 'کد کشور',
    options: [
      { id: 'IR', label: 'ایران', detail: '+98', flag: flagEmoji('IR') },
      { id: 'TR', label: 'ترکیه', detail: '+90', flag: flagEmoji('TR') },
    ],
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'کد کشور' });
    await userEvent.type(input, 'ایر');
    const listbox = await page().findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(listbox).getByRole('option', { name: /ایران/ })).toBeVisible();
  },
};
