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

  it('exports the money rules', async () => {
    const { orderMargin } = await import('@repo/machines/rules/margin');
    const { loanInterest } = await import('@repo/machines/rules/loanInterest');
    const { withdrawalFee } = await import('@repo/machines/rules/withdrawalFee');
    expect(orderMargin({ price: '10', lots: '1', contractSize: '1', multiple: 2 })).toBe('5');
    expect(loanInterest('100', '0.01', 4)).toBe('1');
    expect(withdrawalFee('100', '2')).toBe('2');
  });
});
