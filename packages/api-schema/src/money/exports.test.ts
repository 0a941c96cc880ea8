import { describe, expect, it } from 'vitest';

/** The money rules resolve through the package's own name, as the web app, machines and server import them. */
describe('@repo/api-schema/money', () => {
  it('exports the money rules', async () => {
    const money = await import('@repo/api-schema/money');
    expect(money.orderMargin({ price: '10', lots: '1', contractSize: '1', multiple: 2 })).toBe('5');
    expect(money.loanInterest('100', '0.01', 4)).toBe('1');
    expect(money.withdrawalFee('100', '2')).toBe('2');
    expect(money.tradeFee('100', '0.001')).toBe('0.1');
    expect(money.positionPnl('short', '100', '99', '1', '1')).toBe('1');
    expect(money.divide('1', '4', 1, 'halfUp')).toBe('0.3');
  });
});
