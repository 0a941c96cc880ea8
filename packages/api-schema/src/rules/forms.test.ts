import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { offlineRechargeForm, registerForm, withdrawForm, withdrawalPasswordForm } from './forms';

function issues(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
}

describe('forms', () => {
  it('registration requires the two passwords to match, reported on confirmPassword', () => {
    const base = { registerType: 'username', username: 'trader01', password: 'secret12' };
    expect(issues(registerForm, { ...base, confirmPassword: 'secret12' })).toEqual({});
    expect(issues(registerForm, { ...base, confirmPassword: 'secret13' })).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
  });

  it('registration by phone checks the phone rule', () => {
    expect(
      issues(registerForm, {
        registerType: 'phone',
        areaCode: '+44',
        phone: '123',
        code: '000000',
        password: 'secret12',
        confirmPassword: 'secret12',
      }),
    ).toEqual({ phone: 'validation.phone.format' });
  });

  it('withdrawal password entries must match', () => {
    expect(
      issues(withdrawalPasswordForm, { tkPassword: '1234', confirmTkPassword: '1235' }),
    ).toEqual({
      confirmTkPassword: 'validation.withdrawalPassword.mismatch',
    });
  });

  it('withdrawal needs an amount within the balance and a chosen account', () => {
    expect(
      issues(withdrawForm('50'), { amount: '60', accountId: undefined, tkPassword: '1234' }),
    ).toEqual({
      amount: 'validation.amount.exceedsBalance',
      accountId: 'validation.withdrawal.accountRequired',
    });
  });

  it('offline recharge requires payer bank, payer, payer account and voucher', () => {
    expect(issues(offlineRechargeForm('10', '100'), { amount: '50' })).toEqual({
      payerBank: 'validation.required',
      payer: 'validation.required',
      payerAccount: 'validation.required',
      voucherImage: 'validation.required',
    });
  });
});
