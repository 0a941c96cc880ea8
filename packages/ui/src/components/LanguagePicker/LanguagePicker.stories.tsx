import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker, type LanguageOption } from './LanguagePicker';

const globe = (
  <svg viewBox="0 0 24 24" width="20" height="20">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
const languages: LanguageOption[] = [
  { tag: 'en-US', name: 'English', flag: globe },
  { tag: 'de-DE', name: 'Deutsch', flag: globe },
  { tag: 'fa-IR', name: 'فارسی', flag: globe },
  { tag: 'ja-JP', name: '日本語', flag: globe },
  { tag: 'pt-BR', name: 'Português (Brasil)', flag: globe },
];

const onChange = fn();
function Demo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [value, setValue] = useState('en-US');
  return (
    <LanguagePicker
      languages={languages}
      value={value}
      defaultOpen={defaultOpen}
      onChange={(tag) => {
        setValue(tag);
        onChange(tag);
      }}
    />
  );
}

const meta = {
  title: 'Components/LanguagePicker',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Language' });
    const current = within(sheet).getByRole('option', { name: 'English' });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(sheet).getByRole('option', { name: 'Deutsch' }));
    await expect(onChange).toHaveBeenCalledWith('de-DE');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Language: Deutsch' }),
    ).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Language' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // Tab moves past the Close button into the list of options.
    const isOption = () => document.activeElement?.getAttribute('role') === 'option';
    for (let i = 0; i < 4 && !isOption(); i++) await userEvent.tab();
    await expect(isOption()).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    const name = document.activeElement?.textContent ?? '';
    await expect(name).not.toBe('English');
    await userEvent.keyboard('{Enter}');
    await expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: `Language: ${name}` }),
    ).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Language' });
    await expect(within(sheet).getAllByRole('option')).toHaveLength(5);
  },
};
