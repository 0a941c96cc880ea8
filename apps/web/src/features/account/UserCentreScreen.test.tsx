import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { UserCentreScreen } from './UserCentreScreen';

// jsdom has no CSS.escape, which react-aria's modal uses.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

function server(role: 'user' | 'demo') {
  return createTestApi({
    '/user/info': () => ({
      code: 0,
      data: { ...fixtures.userInfo, role, verificationStatus: 'under_review' },
    }),
    '/user/level/info': () => ({ code: 0, data: fixtures.userLevelInfo }),
    '/user/money/info': () => ({ code: 0, data: fixtures.userMoney }),
  });
}

const existing = new Set(['/m/user/wallet', '/m/user/recharge', '/m/user/billList', '/m/faq']);
const hasScreen = (address: string) => existing.has(address);

describe('UserCentreScreen', () => {
  it('links only to screens that exist, and offers a demo account no deposit', async () => {
    const { api } = server('user');
    const { unmount } = render(
      withIntl(<UserCentreScreen api={api} prefix="/m" hasScreen={hasScreen} onLogout={vi.fn()} />),
    );
    const wallet = await screen.findByRole('grid', { name: 'Wallet' });
    expect(
      within(wallet)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Assets', 'Deposit', 'Funds records']);
    expect(screen.queryByRole('grid', { name: 'Trading' })).toBeNull();
    expect(screen.getByText('Verification under review')).toBeTruthy();
    expect(screen.queryByText('Demo account')).toBeNull();
    unmount();

    render(
      withIntl(
        <UserCentreScreen
          api={server('demo').api}
          prefix="/m"
          hasScreen={hasScreen}
          onLogout={vi.fn()}
        />,
      ),
    );
    const demoWallet = await screen.findByRole('grid', { name: 'Wallet' });
    expect(screen.getByText('Demo account')).toBeTruthy();
    expect(within(demoWallet).queryByText('Deposit')).toBeNull();
  });

  it('logs out only after the confirmation', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(withIntl(<UserCentreScreen api={server('user').api} prefix="/m" onLogout={onLogout} />));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
