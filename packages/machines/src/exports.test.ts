import { describe, expect, it } from 'vitest';

/** The package's subpath exports resolve through its own name, as the web app imports them. */
describe('subpath exports', () => {
  it.each([
    ['@repo/machines/session', 'sessionMachine', 'session'],
    ['@repo/machines/socket', 'socketMachine', 'socket'],
    ['@repo/machines/order', 'orderMachine', 'order'],
    ['@repo/machines/withdrawal', 'withdrawalMachine', 'withdrawal'],
    ['@repo/machines/verification', 'verificationMachine', 'verification'],
    ['@repo/machines/loan', 'loanMachine', 'loan'],
    ['@repo/machines/timed-bet', 'timedBetMachine', 'timedBet'],
    ['@repo/machines/notice-dialog', 'noticeDialogMachine', 'noticeDialog'],
  ])('%s exports %s', async (specifier, name, id) => {
    const module = (await import(/* @vite-ignore */ specifier)) as Record<string, { id: string }>;
    expect(module[name]!.id).toBe(id);
  });
});
