import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { desktopDevice, mobileDevice, renderRoute } from '../app/testing/renderRoute';

// react-aria's popover and modal read <meta> tags through CSS.escape, which jsdom does not have.
if (!globalThis.CSS?.escape)
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });

const loggedIn = { userId: 7, unreadCount: 2 };

describe('desktop account menu', () => {
  it('lists the user centre entries, keyboard first, and leads to the one chosen', async () => {
    const { router } = renderRoute('/faq', { device: desktopDevice, session: loggedIn });
    const trigger = await screen.findByRole('button', { name: 'My account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    trigger.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My account',
      'Assets',
      'Deposit',
      'Withdraw',
      'Funds records',
      'Orders',
      'Messages2 unread',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Assets' }).getAttribute('href')).toBe(
      '/user/wallet',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/wallet'));
  });

  it('logs out from the menu only after the existing confirmation', async () => {
    renderRoute('/faq', { device: desktopDevice, session: loggedIn });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('is not offered to a visitor, nor on a phone', async () => {
    const visitor = renderRoute('/faq', { device: desktopDevice });
    await screen.findByRole('heading', { level: 1, name: 'FAQ' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
    visitor.unmount();
    renderRoute('/m/faq', { device: mobileDevice, session: loggedIn });
    await screen.findByRole('heading', { level: 1, name: 'FAQ' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
  });
});
