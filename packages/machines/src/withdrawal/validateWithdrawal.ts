import { compare, isDecimalString } from '@repo/api-schema/money';
import type { WithdrawalError, WithdrawalForm, WithdrawalInput } from './types';

export const WITHDRAWAL_PASSWORD_MIN = 4;
export const WITHDRAWAL_PASSWORD_MAX = 16;

/** Spec §5: amount > 0 and ≤ balance, an account bound and chosen, turnover 0, password 4-16. */
export function validateWithdrawal(
  form: WithdrawalForm,
  limits: WithdrawalInput,
): WithdrawalError[] {
  const errors: WithdrawalError[] = [];
  if (!isDecimalString(form.amount) || compare(form.amount, '0') <= 0) errors.push('amountInvalid');
  else if (compare(form.amount, limits.balance) > 0) errors.push('amountAboveBalance');
  if (limits.accounts.length === 0) errors.push('accountNotBound');
  else if (!limits.accounts.some((a) => a.id === form.accountId)) errors.push('accountNotChosen');
  if (!isDecimalString(limits.turnoverCode) || compare(limits.turnoverCode, '0') !== 0)
    errors.push('turnoverNotZero');
  if (
    form.password.length < WITHDRAWAL_PASSWORD_MIN ||
    form.password.length > WITHDRAWAL_PASSWORD_MAX
  )
    errors.push('passwordFormat');
  return errors;
}
