import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradeFee } from './fee';
import { orderMargin } from './margin';

const decimal = (places: number, max: bigint) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max }), fc.integer({ min: 0, max: places }))
    .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed());

describe('tradeFee', () => {
  it('is notional × rate, the rate a fraction', () => {
    expect(tradeFee('6500.05', '0.001')).toBe('6.50005');
    expect(tradeFee('1000', '0')).toBe('0');
    expect(tradeFee('0', '0.002')).toBe('0');
  });

  it('rounds up to 8 decimals', () => {
    expect(tradeFee('0.123456789', '1')).toBe('0.12345679');
    expect(tradeFee('0.00000001', '0.001')).toBe('0.00000001');
  });

  it('refuses a negative notional or rate and non-decimals', () => {
    expect(() => tradeFee('-1', '0.001')).toThrow(RangeError);
    expect(() => tradeFee('1', '-0.001')).toThrow(RangeError);
    expect(() => tradeFee('1e3', '0.001')).toThrow(TypeError);
  });

  it('is never below the exact fee and above it by less than one unit of the 8th decimal', () => {
    fc.assert(
      fc.property(decimal(12, 10n ** 20n), decimal(6, 10n ** 6n), (notional, rate) => {
        const fee = new Big(tradeFee(notional, rate));
        const exact = new Big(notional).times(rate);
        expect(fee.gte(exact)).toBe(true);
        expect(fee.minus(exact).lt('0.00000001')).toBe(true);
      }),
    );
  });

  it('grows with the position: a larger notional never pays a smaller fee', () => {
    fc.assert(
      fc.property(
        decimal(10, 10n ** 16n),
        decimal(10, 10n ** 16n),
        decimal(6, 10n ** 4n),
        (a, b, rate) => {
          const [small, large] = new Big(a).lte(b) ? [a, b] : [b, a];
          expect(new Big(tradeFee(small, rate)).lte(tradeFee(large, rate))).toBe(true);
        },
      ),
    );
  });

  it('takes the margin rule’s notional: fee of a 0.1 lot BTC order at 65000.5', () => {
    const notional = orderMargin({ price: '65000.5', lots: '0.1', contractSize: '1', multiple: 1 });
    expect(tradeFee(notional, '0.001')).toBe('6.50005');
  });
});
