/**
 * Message ids of the validation rules. The web translates them (react-intl ids of the same name); the
 * server returns them as field errors with code 1000.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  usernameLength: 'validation.username.length',
  usernameCharacters: 'validation.username.characters',
  passwordLength: 'validation.password.length',
  passwordMismatch: 'validation.password.mismatch',
  withdrawalPasswordLength: 'validation.withdrawalPassword.length',
  withdrawalPasswordMismatch: 'validation.withdrawalPassword.mismatch',
  phoneFormat: 'validation.phone.format',
  emailFormat: 'validation.email.format',
  amountFormat: 'validation.amount.format',
  amountPositive: 'validation.amount.positive',
  amountExceedsBalance: 'validation.amount.exceedsBalance',
  rechargeRange: 'validation.recharge.range',
  rechargeCouponInvalid: 'validation.recharge.coupon.invalid',
  loanRange: 'validation.loan.range',
  withdrawalAccountRequired: 'validation.withdrawal.accountRequired',
  identityPhotoRequired: 'validation.identity.photoRequired',
  accountNumberFormat: 'validation.withdraw.accountNumber.format',
  networkUnknown: 'validation.withdraw.network.unknown',
  walletAddressFormat: 'validation.withdraw.walletAddress.format',
} as const;

export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
