import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, type MenuGroup } from './Menu';

// react-aria's popover reads <meta> tags through CSS.escape, which jsdom does not have.
if (!globalThis.CSS?.escape)
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });

const groups: MenuGroup[] = [
  {
    id: 'wallet',
    label: 'Wallet',
    items: [
      { id: 'assets', label: 'Assets', href: '/user/wallet' },
      { id: 'deposit', label: 'Deposit', href: '/user/recharge' },
    ],
  },
  { id: 'empty', items: [] },
  {
    id: 'session',
    items: [
      { id: 'messages', label: 'Messages', href: '/user/message', detail: '3 unread' },
      { id: 'logout', label: 'Log out', tone: 'critical' },
    ],
  },
];

const person = <svg width="24" height="24" />;

describe('MenuButton', () => {
  it('opens from the keyboard on the first item, moves with the arrows, chooses with Enter', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<MenuButton label="My account" icon={person} groups={groups} onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'My account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'My account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Assets',
      'Deposit',
      'Messages3 unread',
      'Log out',
    ]);
    expect(document.activeElement).toBe(items[0]);
    // Reached by keyboard: the item says so for its focus ring.
    expect(items[0]!.hasAttribute('data-focus-visible')).toBe(true);
    // Links are links to their address; the empty group is left out.
    expect(items[0]!.getAttribute('href')).toBe('/user/wallet');
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    expect(within(menu).getByRole('group', { name: 'Wallet' })).toBeTruthy();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="My account" icon={person} groups={groups} />);
    const trigger = screen.getByRole('button', { name: 'My account' });
    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('shows its label as text when it has no icon', () => {
    render(<MenuButton label="Account" groups={groups} />);
    expect(screen.getByRole('button', { name: 'Account' }).textContent).toBe('Account');
  });
});
