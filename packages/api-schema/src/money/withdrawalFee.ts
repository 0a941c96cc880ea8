import { divide, MONEY_PLACES, multiply, type DecimalString } from './decimal';

/**
 * A withdrawal is free while today's count is below the daily free count (`limitTimes`, "M");
 * from the M+1-th withdrawal of the day a percentage fee applies and the user must confirm it.
 * `todayCount` ("N") is how many withdrawals the user already made today.
 */
export function isWithdrawalFeeCharged(todayCount: number, limitTimes: number): boolean {
  return todayCount >= limitTimes;
}

/** Fee for `amount` at `feePercent` % (e.g. "1.5"), rounded up to 8 decimals. */
export function withdrawalFee(amount: DecimalString, feePercent: DecimalString): DecimalString {
  return divide(multiply(amount, feePercent), '100', MONEY_PLACES, 'up');
}
