import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from './decimal';
import { positionPnl } from './pnl';

/** A decimal string with up to `places` decimals, from a scaled integer (so every shape is reached). */
const decimal = (places: number, max: bigint, min = 0n) =>
  fc
    .tuple(fc.bigInt({ min, max }), fc.integer({ min: 0, max: places }))
    .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed());

const price = decimal(8, 10n ** 14n, 1n);
const lots = decimal(4, 10n ** 8n, 1n);
const contractSize = decimal(4, 10n ** 8n, 1n);
const UNIT = new Big('0.00000001');

describe('positionPnl', () => {
  it('gains on a rise for a long and on a fall for a short', () => {
    expect(positionPnl('long', '100', '110', '2', '1')).toBe('20');
    expect(positionPnl('long', '100', '90', '2', '1')).toBe('-20');
    expect(positionPnl('short', '100', '90', '2', '1')).toBe('20');
    expect(positionPnl('short', '100', '110', '2', '1')).toBe('-20');
    expect(positionPnl('long', '1.10000', '1.10250', '0.3', '100000')).toBe('75');
    expect(positionPnl('short', '65000.5', '65000.5', '1', '1')).toBe('0');
  });

  it('rounds to 8 decimals towards minus infinity: a profit is cut, a loss rounded up in size', () => {
    // exact: 0.123456789 and -0.123456789
    expect(positionPnl('long', '1', '1.123456789', '1', '1')).toBe('0.12345678');
    expect(positionPnl('short', '1', '1.123456789', '1', '1')).toBe('-0.12345679');
    // a profit below one unit is nothing; a loss below one unit is one unit
    expect(positionPnl('long', '1', '1.000000001', '1', '1')).toBe('0');
    expect(positionPnl('short', '1', '1.000000001', '1', '1')).toBe('-0.00000001');
  });

  it('refuses values that are not decimal strings', () => {
    expect(() => positionPnl('long', '1e2', '100', '1', '1')).toThrow(TypeError);
  });

  it('is the exact move × lots × contract size, rounded once towards minus infinity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        price,
        price,
        lots,
        contractSize,
        (direction, open, close, l, size) => {
          const pnl = positionPnl(direction, open, close, l, size);
          expect(isDecimalString(pnl)).toBe(true);
          const move =
            direction === 'long' ? new Big(close).minus(open) : new Big(open).minus(close);
          const exact = move.times(l).times(size);
          const got = new Big(pnl);
          // never more than the exact result, less by under one unit of the 8th decimal
          expect(got.lte(exact)).toBe(true);
          expect(exact.minus(got).lt(UNIT)).toBe(true);
          expect(got.round(8).eq(got)).toBe(true);
        },
      ),
    );
  });

  it('gives a long and a short on the same prices opposite results, apart from one rounding unit', () => {
    fc.assert(
      fc.property(price, price, lots, contractSize, (open, close, l, size) => {
        const sum = new Big(positionPnl('long', open, close, l, size)).plus(
          positionPnl('short', open, close, l, size),
        );
        // exact when the result fits in 8 decimals, otherwise both round down by less than a unit
        expect(sum.eq(0) || sum.eq(UNIT.neg())).toBe(true);
      }),
    );
  });
});
