import { describe, expect, it } from 'vitest';
import { assetsOf } from './assets';

const money = {
  currency: 'USDT',
  balance: '1000.5',
  available: '900.1',
  frozen: '100.4',
};

describe('assets of the wallet tab', () => {
  it('counts the account currency with its frozen part and values each coin held at its rate', () => {
    const assets = assetsOf(money, [
      { coin: 'BTC', name: 'Bitcoin', icon: null, rate: '97250.12', balance: '0.015' },
      { coin: 'ETH', name: 'Ethereum', icon: null, rate: '3180.4', balance: '0' },
      { coin: 'DOGE', name: 'Dogecoin', icon: null, rate: '0.1', balance: '0.3' },
    ]);
    expect(assets.holdings).toEqual([
      { currency: 'USDT', available: '900.1', frozen: '100.4', value: '1000.5' },
      { currency: 'BTC', available: '0.015', frozen: '0', value: '1458.7518' },
      { currency: 'DOGE', available: '0.3', frozen: '0', value: '0.03' },
    ]);
    // 1000.5 + 1458.7518 + 0.03, exactly (0.1 * 0.3 in floats is 0.030000000000000002).
    expect(assets.total).toBe('2459.2818');
  });

  it('is the account alone when no coin is held', () => {
    expect(assetsOf(money, []).total).toBe('1000.5');
  });
});
