import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divide, isMultipleOf, round } from './decimal';
import { isMarginCovered, orderMargin } from './margin';
import { isWithdrawalFeeCharged, withdrawalFee } from './withdrawalFee';
import {
  INTEREST_FREE_DAYS,
  isInterestFree,
  loanDays,
  loanInterest,
  loanRepayment,
} from './loanInterest';

describe('decimal helpers', () => {
  it('divides without float error and rounds as asked', () => {
    expect(divide('0.3', '3', 8, 'up')).toBe('0.1');
    expect(divide('1', '3', 8, 'up')).toBe('0.33333334');
    expect(divide('1', '3', 8, 'down')).toBe('0.33333333');
    expect(divide('2', '3', 2, 'halfUp')).toBe('0.67');
    expect(round('1.005', 2, 'halfUp')).toBe('1.01');
  });
  it('rounds from the exact quotient, also below the library’s 20 working decimals', () => {
    expect(divide('0.0000000000000000000001', '1', 8, 'up')).toBe('0.00000001');
    expect(divide('1.0000000000000000000001', '1', 8, 'up')).toBe('1.00000001');
    expect(divide('-0.0000000000000000000001', '3', 8, 'down')).toBe('0');
  });
  it('keeps the exact quotient between its down and up roundings, one unit apart at most', () => {
    const unit = new Big('0.00000001');
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (units, scale, divisor) => {
          const dividend = new Big(units.toString()).div(new Big(10).pow(scale)).toFixed();
          const up = new Big(divide(dividend, divisor.toString(), 8, 'up'));
          const down = new Big(divide(dividend, divisor.toString(), 8, 'down'));
          // |down| × d ≤ |dividend| ≤ |up| × d, exactly (multiplication needs no rounding)
          const d = new Big(divisor.toString());
          const x = new Big(dividend).abs();
          expect(down.abs().times(d).lte(x)).toBe(true);
          expect(up.abs().times(d).gte(x)).toBe(true);
          expect(up.minus(down).abs().lte(unit)).toBe(true);
        },
      ),
    );
  });
  it('refuses division by zero and non-decimals', () => {
    expect(() => divide('1', '0', 2, 'up')).toThrow(RangeError);
    expect(() => divide('1e3', '1', 2, 'up')).toThrow(TypeError);
  });
  it('checks lot steps exactly', () => {
    expect(isMultipleOf('1.23', '0.01')).toBe(true);
    expect(isMultipleOf('1.234', '0.01')).toBe(false);
    expect(isMultipleOf('0.3', '0.1')).toBe(true);
  });
});

describe('orderMargin', () => {
  it('is price × lots × contract size ÷ multiple', () => {
    expect(orderMargin({ price: '65000.5', lots: '0.1', contractSize: '1', multiple: 10 })).toBe(
      '650.005',
    );
    expect(orderMargin({ price: '1.1', lots: '0.3', contractSize: '100000', multiple: 100 })).toBe(
      '330',
    );
  });
  it('rounds up to 8 decimals', () => {
    expect(orderMargin({ price: '1', lots: '1', contractSize: '1', multiple: 3 })).toBe(
      '0.33333334',
    );
  });
  it('rejects a non-positive multiple', () => {
    expect(() => orderMargin({ price: '1', lots: '1', contractSize: '1', multiple: 0 })).toThrow(
      RangeError,
    );
  });
  it('compares margin with the available balance, equality allowed', () => {
    expect(isMarginCovered('100', '100')).toBe(true);
    expect(isMarginCovered('100.00000001', '100')).toBe(false);
  });
});

describe('withdrawal fee', () => {
  it('is charged from the (M+1)-th withdrawal of the day', () => {
    expect(isWithdrawalFeeCharged(2, 3)).toBe(false);
    expect(isWithdrawalFeeCharged(3, 3)).toBe(true);
    expect(isWithdrawalFeeCharged(0, 0)).toBe(true);
  });
  it('is amount × X %, rounded up', () => {
    expect(withdrawalFee('1000', '1.5')).toBe('15');
    expect(withdrawalFee('0.1', '0.3')).toBe('0.0003');
    expect(withdrawalFee('1', '0.000001')).toBe('0.00000001');
  });
});

describe('loan interest', () => {
  it('counts every started day, at least one', () => {
    const t0 = Date.UTC(2026, 0, 1);
    expect(loanDays(t0, t0)).toBe(1);
    expect(loanDays(t0, t0 + 86_400_000)).toBe(1);
    expect(loanDays(t0, t0 + 25 * 3_600_000)).toBe(2);
    expect(() => loanDays(t0, t0 - 1)).toThrow(RangeError);
  });
  it('is free for the first 3 days', () => {
    expect(INTEREST_FREE_DAYS).toBe(3);
    expect(isInterestFree(3)).toBe(true);
    expect(loanInterest('1000', '0.001', 3)).toBe('0');
  });
  it('charges the daily rate on each actual day after the third', () => {
    expect(isInterestFree(4)).toBe(false);
    expect(loanInterest('1000', '0.001', 4)).toBe('1');
    expect(loanInterest('1000', '0.001', 30)).toBe('27');
    expect(loanInterest('333.33', '0.0007', 10)).toBe('1.633317');
  });
  it('repays principal plus interest in one sum', () => {
    expect(loanRepayment('1000', '0.001', 30)).toBe('1027');
    expect(loanRepayment('1000', '0.001', 2)).toBe('1000');
  });
});
