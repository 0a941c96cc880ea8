import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CountryFlag, flagEmoji } from './CountryFlag';
import { Icon } from './icons';

const meta = {
  title: 'App/CountryFlag',
  component: CountryFlag,
  args: { tag: 'fa-IR' },
} satisfies Meta<typeof CountryFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No operator icon: the flag is drawn from the language tag's region, hidden from screen readers. */
export const DrawnFromRegion: Story = {
  play: async ({ canvasElement }) => {
    const flag = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(flag.textContent).toBe(flagEmoji('IR'));
  },
};

/** The operator's uploaded icon, decorative (empty alt). */
export const OperatorIcon: Story = {
  args: { tag: 'en-US', icon: '/favicon.svg' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('src', '/favicon.svg');
  },
};

/** An icon that does not load falls back to the drawn flag. */
export const BrokenIcon: Story = {
  args: { tag: 'en-US', icon: '/flags/missing.svg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.textContent).toBe(flagEmoji('US'));
  },
};

/** An unsafe icon URL is never loaded. */
export const UnsafeIcon: Story = {
  args: { tag: 'en-US', icon: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.textContent).toBe(flagEmoji('US'));
  },
};

/** A tag without a region shows the fallback (the header's globe). */
export const NoRegion: Story = {
  args: { tag: 'en', fallback: <Icon name="language" /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};
