import { compare, divide, multiply, subtract, type DecimalString } from './decimal';

/**
 * What the user pays for a deposit of `amount` USDT through a channel whose rate is `exchangeRate` units
 * of its currency per USDT, less a coupon's discount in percent: amount × rate × (100 − discount) / 100,
 * rounded up to 8 decimals (the payer never pays less than the rule says).
 */
export function rechargePayment(
  amount: DecimalString,
  exchangeRate: DecimalString,
  discountPercent: DecimalString = '0',
): DecimalString {
  return divide(
    multiply(multiply(amount, exchangeRate), subtract('100', discountPercent)),
    '100',
    8,
    'up',
  );
}

/** A deposit amount within the channel's limits, both inclusive. */
export const isRechargeAmountInRange = (
  amount: DecimalString,
  min: DecimalString,
  max: DecimalString,
) => compare(amount, min) >= 0 && compare(amount, max) <= 0;
