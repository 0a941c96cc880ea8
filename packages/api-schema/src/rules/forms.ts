import * as v from 'valibot';
import type { DecimalString } from '../money';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  email,
  loanAmount,
  loginPassword,
  phone,
  positiveAmount,
  rechargeAmount,
  username,
  withdrawalAmount,
  withdrawalPassword,
} from './rules';

const required = v.pipe(v.string(M.required), v.nonEmpty(M.required));

/** Login: username, e-mail or phone, and the login password. */
export const loginForm = v.object(
  {
    username: required,
    password: loginPassword,
  },
  M.required,
);

const registerCommon = {
  password: loginPassword,
  confirmPassword: loginPassword,
  tkPassword: v.optional(withdrawalPassword),
  inviteCode: v.optional(v.string()),
};

/** Registration, by username, e-mail or phone; the two password entries must match. */
export const registerForm = v.pipe(
  v.variant('registerType', [
    v.object({ registerType: v.literal('username'), username, ...registerCommon }, M.required),
    v.object(
      { registerType: v.literal('email'), email, code: required, ...registerCommon },
      M.required,
    ),
    v.object(
      {
        registerType: v.literal('phone'),
        areaCode: required,
        phone,
        code: required,
        ...registerCommon,
      },
      M.required,
    ),
  ]),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      M.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);

/** Withdrawal password set or reset: the two entries must match. */
export const withdrawalPasswordForm = v.pipe(
  v.object({ tkPassword: withdrawalPassword, confirmTkPassword: withdrawalPassword }, M.required),
  v.forward(
    v.partialCheck(
      [['tkPassword'], ['confirmTkPassword']],
      (input) => input.tkPassword === input.confirmTkPassword,
      M.withdrawalPasswordMismatch,
    ),
    ['confirmTkPassword'],
  ),
);

/** Withdrawal: amount within the balance, a bound account chosen, the withdrawal password. */
export const withdrawForm = (balance: DecimalString) =>
  v.object(
    {
      amount: withdrawalAmount(balance),
      accountId: v.number(M.withdrawalAccountRequired),
      tkPassword: withdrawalPassword,
    },
    M.required,
  );

/** Offline deposit: amount between min and max; payer bank, payer, payer account and voucher required. */
export const offlineRechargeForm = (min: DecimalString, max: DecimalString) =>
  v.object(
    {
      amount: rechargeAmount(min, max),
      payerBank: required,
      payer: required,
      payerAccount: required,
      voucherImage: required,
    },
    M.required,
  );

/** Loan: amount between min and max and a term. */
export const loanForm = (min: DecimalString, max: DecimalString) =>
  v.object({ amount: loanAmount(min, max), termDays: v.number(M.required) }, M.required);

const photo = v.pipe(v.string(M.identityPhotoRequired), v.nonEmpty(M.identityPhotoRequired));

/** Identity verification: name, number and the front, back and hand-held photos. */
export const identityForm = v.object(
  {
    realName: required,
    idNumber: required,
    frontImage: photo,
    backImage: photo,
    handImage: photo,
  },
  M.identityPhotoRequired,
);

/** Exchange: the quantity is required and positive. */
export const exchangeForm = v.object({ fromCoin: required, amount: positiveAmount }, M.required);
