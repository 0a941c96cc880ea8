import { add, multiply, MONEY_PLACES, round, type DecimalString } from './decimal';

/** No interest for the first 3 days after borrowing (spec §9). */
export const INTEREST_FREE_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Actual loan days between borrowing and repaying, both epoch milliseconds: every started day counts
 * (a loan repaid 25 hours after borrowing ran 2 days); at least 1.
 */
export function loanDays(borrowedAt: number, repaidAt: number): number {
  if (repaidAt < borrowedAt) throw new RangeError('repaidAt is before borrowedAt');
  return Math.max(1, Math.ceil((repaidAt - borrowedAt) / DAY_MS));
}

export function isInterestFree(days: number): boolean {
  return days <= INTEREST_FREE_DAYS;
}

/**
 * Interest on `principal` at `dailyRate` (a fraction, "0.001" = 0.1 % a day) for `days` actual days:
 * the first 3 days are free, every further day is charged. Rounded up to 8 decimals.
 * (Reading of spec §9 "no interest within 3 days after borrowing, then daily interest; actual loan
 * days count": the free days stay free when the loan runs longer.)
 */
export function loanInterest(
  principal: DecimalString,
  dailyRate: DecimalString,
  days: number,
): DecimalString {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be >= 0: ${days}`);
  if (isInterestFree(days)) return '0';
  const charged = String(days - INTEREST_FREE_DAYS);
  return round(multiply(multiply(principal, dailyRate), charged), MONEY_PLACES, 'up');
}

/** Principal plus interest, repaid in one lump sum. */
export function loanRepayment(
  principal: DecimalString,
  dailyRate: DecimalString,
  days: number,
): DecimalString {
  return add(principal, loanInterest(principal, dailyRate, days));
}
