import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { isBetAddress } from '../bet';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { UserCentreScreen } from './UserCentreScreen';

// jsdom has no CSS.escape, which react-aria's modal uses.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

const resetMoney = {
  ...fixtures.userMoney,
  balance: '10000',
  available: '10000',
  frozen: '0',
  margin: '0',
};

function server(role: 'user' | 'demo') {
  let reset = false;
  return createTestApi({
    '/user/demo/reset': () => {
      reset = true;
      return { code: 0, data: resetMoney };
    },
    '/user/info': () => ({
      code: 0,
      data: { ...fixtures.userInfo, role, verificationStatus: 'under_review' },
    }),
    '/user/level/info': () => ({ code: 0, data: fixtures.userLevelInfo }),
    '/user/money/info': () => ({ code: 0, data: reset ? resetMoney : fixtures.userMoney }),
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

  it('leads to the bet screen and the exchange records; no bet link when the operator switched bets off', async () => {
    const every = (address: string) =>
      ['/bet', '/user/exchange', '/user/exchange/records', '/user/trade'].includes(
        address.replace(/^\/m/, ''),
      );
    const { unmount } = render(
      withIntl(
        <UserCentreScreen
          api={server('user').api}
          prefix="/m"
          hasScreen={every}
          onLogout={vi.fn()}
        />,
      ),
    );
    const rows = (name: string) =>
      within(screen.getByRole('grid', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    await screen.findByRole('grid', { name: 'Wallet' });
    expect(rows('Wallet')).toEqual(['Exchange to USDT', 'Exchange records']);
    expect(rows('Trading')).toEqual(['Trade', 'Up/down']);
    unmount();

    // BET_OPEN '0': the app's screen index leaves the bet address out (ServicesProviders).
    const betOff = (address: string) => !isBetAddress(address) && every(address);
    render(
      withIntl(
        <UserCentreScreen
          api={server('user').api}
          prefix=""
          hasScreen={betOff}
          onLogout={vi.fn()}
        />,
      ),
    );
    await screen.findByRole('grid', { name: 'Wallet' });
    expect(rows('Trading')).toEqual(['Trade']);
  });

  it('offers the demo reset to a demo account only', async () => {
    const { unmount } = render(
      withIntl(<UserCentreScreen api={server('user').api} prefix="/m" onLogout={vi.fn()} />),
    );
    await screen.findByRole('grid', { name: 'Wallet' });
    expect(screen.queryByRole('button', { name: 'Reset demo account' })).toBeNull();
    unmount();
    render(withIntl(<UserCentreScreen api={server('demo').api} prefix="/m" onLogout={vi.fn()} />));
    expect(await screen.findByRole('button', { name: 'Reset demo account' })).toBeTruthy();
  });

  it('resets a demo account after a confirmation that says what happens, then reads the balance again', async () => {
    const user = userEvent.setup();
    const onDemoReset = vi.fn();
    const { api, calls } = server('demo');
    render(
      withIntl(
        <UserCentreScreen api={api} prefix="/m" onLogout={vi.fn()} onDemoReset={onDemoReset} />,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Reset demo account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the demo account?' });
    expect(dialog.textContent).toContain('open positions are closed');
    expect(dialog.textContent).toContain('starting balance');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.map((c) => c.path)).not.toContain('/user/demo/reset');

    await user.click(screen.getByRole('button', { name: 'Reset demo account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }),
    );
    expect(
      await screen.findByText('The demo account was reset. Available: 10,000.0000 USDT'),
    ).toBeTruthy();
    const reset = calls.filter((c) => c.path === '/user/demo/reset');
    expect(reset).toHaveLength(1);
    // Not marked x-idempotent in the contract: no token is asked for or sent.
    expect(reset[0]!.idempotentToken).toBeUndefined();
    expect(calls.map((c) => c.path)).not.toContain('/common/getToken');
    expect(onDemoReset).toHaveBeenCalledWith(resetMoney);
    // The balance is read again after the reset, and the new one shows.
    const reads = calls.filter((c) => c.path === '/user/money/info');
    expect(reads.length).toBe(2);
    expect(calls.indexOf(reads[1]!)).toBeGreaterThan(calls.indexOf(reset[0]!));
    expect(await screen.findAllByText('10,000.0000 USDT', { selector: 'dd *' })).toHaveLength(2);
  });
});
