import * as v from 'valibot';
import { compare, isDecimalString, type DecimalString } from '../money';
import { VALIDATION_MESSAGES as M } from './messages';

/** Spec §5 and §9 limits. */
export const LIMITS = {
  usernameMin: 6,
  usernameMax: 14,
  passwordMin: 6,
  passwordMax: 16,
  withdrawalPasswordMin: 4,
  withdrawalPasswordMax: 16,
  /** "5 or more digits" (spec §5 reads the boundary both ways; 5 is accepted). */
  phoneMinDigits: 5,
  phoneMaxDigits: 20,
} as const;

const requiredString = () => v.pipe(v.string(M.required), v.nonEmpty(M.required));

/** Username: 6 to 14 letters and digits, no special characters. */
export const username = v.pipe(
  requiredString(),
  v.minLength(LIMITS.usernameMin, M.usernameLength),
  v.maxLength(LIMITS.usernameMax, M.usernameLength),
  v.regex(/^[A-Za-z0-9]+$/, M.usernameCharacters),
);

/** Login password: 6 to 16 characters. */
export const loginPassword = v.pipe(
  requiredString(),
  v.minLength(LIMITS.passwordMin, M.passwordLength),
  v.maxLength(LIMITS.passwordMax, M.passwordLength),
);

/** Withdrawal password: 4 to 16 characters. */
export const withdrawalPassword = v.pipe(
  requiredString(),
  v.minLength(LIMITS.withdrawalPasswordMin, M.withdrawalPasswordLength),
  v.maxLength(LIMITS.withdrawalPasswordMax, M.withdrawalPasswordLength),
);

/** Mobile number: 5 or more digits, digits only (the country prefix is a separate field). */
export const phone = v.pipe(
  requiredString(),
  v.regex(new RegExp(`^\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`), M.phoneFormat),
);

/** E-mail address. */
export const email = v.pipe(
  requiredString(),
  v.email(M.emailFormat),
  v.maxLength(254, M.emailFormat),
);

/** A decimal string (no exponent, no grouping; `.` as the separator) greater than 0. */
export const positiveAmount = v.pipe(
  requiredString(),
  v.check((value) => value === '' || isDecimalString(value), M.amountFormat),
  // Each check passes non-decimals through: the format check above has reported them already.
  v.check((value) => !isDecimalString(value) || compare(value, '0') > 0, M.amountPositive),
);

/** Withdrawal amount: greater than 0 and at most the balance. */
export function withdrawalAmount(balance: DecimalString) {
  return v.pipe(
    positiveAmount,
    v.check(
      (value) => !isDecimalString(value) || compare(value, balance) <= 0,
      M.amountExceedsBalance,
    ),
  );
}

/** An amount between min and max inclusive (recharge, loan), reported with `rangeMessage`. */
export function amountInRange(
  min: DecimalString,
  max: DecimalString,
  rangeMessage: typeof M.rechargeRange | typeof M.loanRange,
) {
  return v.pipe(
    positiveAmount,
    v.check(
      (value) => !isDecimalString(value) || (compare(value, min) >= 0 && compare(value, max) <= 0),
      rangeMessage,
    ),
  );
}

export const rechargeAmount = (min: DecimalString, max: DecimalString) =>
  amountInRange(min, max, M.rechargeRange);
export const loanAmount = (min: DecimalString, max: DecimalString) =>
  amountInRange(min, max, M.loanRange);

/** Normalise a typed amount: trim, and accept `,` as the decimal separator (I18N.md §8). */
export function normalizeAmountInput(input: string): string {
  return input.trim().replace(',', '.');
}
