import { describe, expect, it } from 'vitest';
import { isRechargeAmountInRange, rechargePayment } from './recharge';

describe('recharge rules', () => {
  it('pays amount × rate, less the coupon discount, rounded up to 8 decimals', () => {
    expect(rechargePayment('100', '1')).toBe('100');
    expect(rechargePayment('100', '7.2')).toBe('720');
    expect(rechargePayment('100', '7.2', '5')).toBe('684');
    expect(rechargePayment('0.00000001', '0.5')).toBe('0.00000001');
  });
  it('limits are inclusive', () => {
    expect(isRechargeAmountInRange('10', '10', '100')).toBe(true);
    expect(isRechargeAmountInRange('100', '10', '100')).toBe(true);
    expect(isRechargeAmountInRange('9.99', '10', '100')).toBe(false);
    expect(isRechargeAmountInRange('100.01', '10', '100')).toBe(false);
  });
});
