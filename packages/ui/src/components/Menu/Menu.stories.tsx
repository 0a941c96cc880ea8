import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton } from './Menu';

const person = (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 20a8 8 0 0116 0" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const meta = {
  title: 'Components/Menu',
  component: MenuButton,
  parameters: { a11y: { test: 'error' } },
  args: {
    label: 'My account',
    icon: person,
    onAction: fn(),
    groups: [
      {
        id: 'account',
        items: [
          { id: 'centre', label: 'My account', href: '#account' },
          { id: 'assets', label: 'Assets', href: '#wallet' },
        ],
      },
      {
        id: 'funds',
        label: 'Funds',
        items: [
          { id: 'deposit', label: 'Deposit', href: '#deposit' },
          { id: 'withdraw', label: 'Withdraw', href: '#withdraw' },
          { id: 'records', label: 'Funds records', href: '#records' },
        ],
      },
      {
        id: 'session',
        items: [
          { id: 'messages', label: 'Messages', href: '#messages', detail: '3 unread' },
          { id: 'logout', label: 'Log out', tone: 'critical' },
        ],
      },
    ],
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My account' }));
    const menu = await page().findByRole('menu', { name: 'My account' });
    await expect(within(menu).getByRole('group', { name: 'Funds' })).toBeVisible();
    for (const item of within(menu).getAllByRole('menuitem'))
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};

/** Keyboard only: open, a visible focus ring on the item, arrows, Escape back to the button. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'My account' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page().findByRole('menu');
    const [first, second] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(first!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Without an icon the trigger shows its label. */
export const TextTrigger: Story = {
  args: { icon: undefined, label: 'Account' },
};
