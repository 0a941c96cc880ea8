import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomTabBar, type TabBarItem } from './BottomTabBar';

const dot = (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
const items: TabBarItem[] = [
  { id: 'home', href: '#home', label: 'Home', icon: dot },
  { id: 'markets', href: '#markets', label: 'Markets', icon: dot },
  { id: 'trade', href: '#trade', label: 'Trade', icon: dot },
  { id: 'assets', href: '#assets', label: 'Assets', icon: dot, count: 2 },
  { id: 'me', href: '#me', label: 'Me', icon: dot },
];

const meta = {
  title: 'Components/BottomTabBar',
  component: BottomTabBar,
  args: { items, currentId: 'markets' },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(5);
    const current = links.filter((a) => a.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName('Markets');
    await expect(within(nav).getByRole('link', { name: 'Assets, 2 new' })).toHaveAttribute(
      'href',
      '#assets',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const home = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const NoCurrent: Story = {
  args: { currentId: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    items: items.map((i) => ({ ...i, label: `${i.label} and everything else` })),
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
