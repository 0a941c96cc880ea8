import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  email,
  loanAmount,
  loginPassword,
  normalizeAmountInput,
  phone,
  rechargeAmount,
  username,
  withdrawalAmount,
  withdrawalPassword,
} from './rules';

/** The message id of the first issue, or null when the value passes. */
function messageOf(schema: v.GenericSchema<string>, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? 'unknown');
}

describe('username: 6-14 letters and digits', () => {
  it.each([
    ['abcde', 'validation.username.length'],
    ['abcdef', null],
    ['abcdefghijklmn', null],
    ['abcdefghijklmno', 'validation.username.length'],
    ['abc_def', 'validation.username.characters'],
    ['abc def', 'validation.username.characters'],
    ['abc@def', 'validation.username.characters'],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
  ])('%j → %s', (value, message) => expect(messageOf(username, value)).toBe(message));
});

describe('login password: 6-16', () => {
  it.each([
    ['12345', 'validation.password.length'],
    ['123456', null],
    ['1234567890123456', null],
    ['12345678901234567', 'validation.password.length'],
  ])('%j → %s', (value, message) => expect(messageOf(loginPassword, value)).toBe(message));
});

describe('withdrawal password: 4-16', () => {
  it.each([
    ['123', 'validation.withdrawalPassword.length'],
    ['1234', null],
    ['1234567890123456', null],
    ['12345678901234567', 'validation.withdrawalPassword.length'],
  ])('%j → %s', (value, message) => expect(messageOf(withdrawalPassword, value)).toBe(message));
});

describe('phone: 5 or more digits', () => {
  it.each([
    ['1234', 'validation.phone.format'],
    ['12345', null],
    ['07700900123', null],
    ['12345678901234567890', null],
    ['123456789012345678901', 'validation.phone.format'],
    ['12 345', 'validation.phone.format'],
    ['+12345', 'validation.phone.format'],
    ['abcde', 'validation.phone.format'],
  ])('%j → %s', (value, message) => expect(messageOf(phone, value)).toBe(message));
});

describe('e-mail', () => {
  it.each([
    ['user@example.com', null],
    ['user.name+tag@example.co.uk', null],
    ['user@', 'validation.email.format'],
    ['user.example.com', 'validation.email.format'],
    ['user@example', 'validation.email.format'],
  ])('%j → %s', (value, message) => expect(messageOf(email, value)).toBe(message));
});

describe('withdrawal amount: > 0 and <= balance, as decimal strings', () => {
  const schema = withdrawalAmount('100.5');
  it.each([
    ['0', 'validation.amount.positive'],
    ['0.0000', 'validation.amount.positive'],
    ['0.0001', null],
    ['100.5', null],
    ['100.50', null],
    ['100.5000001', 'validation.amount.exceedsBalance'],
    ['101', 'validation.amount.exceedsBalance'],
    ['-1', 'validation.amount.positive'],
    ['1e2', 'validation.amount.format'],
    ['1,000', 'validation.amount.format'],
    ['abc', 'validation.amount.format'],
    ['', 'validation.required'],
  ])('%j → %s', (value, message) => expect(messageOf(schema, value)).toBe(message));

  it('compares as decimals, not floats', () => {
    // 0.1 + 0.2 style precision: a float compare would let 0.30000000000000004 through.
    expect(messageOf(withdrawalAmount('0.3'), '0.30000000000000004')).toBe(
      'validation.amount.exceedsBalance',
    );
  });
});

describe('recharge and loan amounts: min <= amount <= max', () => {
  it.each([
    ['9.99', 'validation.recharge.range'],
    ['10', null],
    ['5000', null],
    ['5000.01', 'validation.recharge.range'],
  ])('recharge %j → %s', (value, message) =>
    expect(messageOf(rechargeAmount('10', '5000'), value)).toBe(message),
  );
  it.each([
    ['99', 'validation.loan.range'],
    ['100', null],
    ['20000', null],
    ['20000.0001', 'validation.loan.range'],
  ])('loan %j → %s', (value, message) =>
    expect(messageOf(loanAmount('100', '20000'), value)).toBe(message),
  );
});

it('normalises a typed amount with a comma separator', () => {
  expect(normalizeAmountInput(' 12,5 ')).toBe('12.5');
});
