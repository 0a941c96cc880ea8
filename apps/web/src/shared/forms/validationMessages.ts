import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ValidationMessageId } from '@repo/api-schema/rules';

/**
 * The one place that turns the message ids the shared rules emit (`@repo/api-schema/rules`, also sent
 * by the server as field errors with code 1000) into translated text. The react-intl ids are the rule
 * ids themselves, so a server field error and a client validation issue read the same.
 */
export const validationMessages = defineMessages({
  'validation.required': {
    id: 'validation.required',
    defaultMessage: 'This field cannot be empty',
    description: 'Form field error: the field was left empty',
  },
  'validation.username.length': {
    id: 'validation.username.length',
    defaultMessage: 'Username format error: use 6 to 14 characters',
    description: 'Form field error: the username is shorter than 6 or longer than 14 characters',
  },
  'validation.username.characters': {
    id: 'validation.username.characters',
    defaultMessage: 'Username format error: use letters and digits only',
    description: 'Form field error: the username contains characters other than letters and digits',
  },
  'validation.password.length': {
    id: 'validation.password.length',
    defaultMessage: 'Login password format error: use 6 to 16 characters',
    description:
      'Form field error: the login password is shorter than 6 or longer than 16 characters',
  },
  'validation.password.mismatch': {
    id: 'validation.password.mismatch',
    defaultMessage: 'The two passwords you entered do not match',
    description: 'Form field error on "confirm password": it differs from the password above',
  },
  'validation.withdrawalPassword.length': {
    id: 'validation.withdrawalPassword.length',
    defaultMessage: 'Withdrawal password format error: use 4 to 16 characters',
    description:
      'Form field error: the withdrawal password is shorter than 4 or longer than 16 characters',
  },
  'validation.withdrawalPassword.mismatch': {
    id: 'validation.withdrawalPassword.mismatch',
    defaultMessage: 'The two withdrawal passwords you entered do not match',
    description: 'Form field error on "confirm withdrawal password": it differs from the one above',
  },
  'validation.phone.format': {
    id: 'validation.phone.format',
    defaultMessage: 'Mobile number format error: enter at least 5 digits',
    description: 'Form field error: the mobile number has fewer than 5 digits or other characters',
  },
  'validation.email.format': {
    id: 'validation.email.format',
    defaultMessage: 'E-mail format incorrect',
    description: 'Form field error: the text is not a valid e-mail address',
  },
  'validation.amount.format': {
    id: 'validation.amount.format',
    defaultMessage: 'Wrong amount',
    description: 'Form field error: the amount is not a number',
  },
  'validation.amount.positive': {
    id: 'validation.amount.positive',
    defaultMessage: 'The amount must be greater than 0',
    description: 'Form field error: the amount is zero or negative',
  },
  'validation.amount.exceedsBalance': {
    id: 'validation.amount.exceedsBalance',
    defaultMessage: 'Insufficient balance',
    description: 'Form field error: the amount is more than the available balance',
  },
  'validation.recharge.range': {
    id: 'validation.recharge.range',
    defaultMessage: 'The deposit amount is outside the allowed range',
    description: 'Form field error: the deposit amount is below the minimum or above the maximum',
  },
  'validation.recharge.coupon.invalid': {
    id: 'validation.recharge.coupon.invalid',
    defaultMessage: 'This coupon code is not valid',
    description: 'Form field error: the deposit coupon code is unknown or no longer offered',
  },
  'validation.loan.range': {
    id: 'validation.loan.range',
    defaultMessage: 'The loan amount is outside the allowed range',
    description: 'Form field error: the loan amount is below the minimum or above the maximum',
  },
  'validation.withdrawal.accountRequired': {
    id: 'validation.withdrawal.accountRequired',
    defaultMessage: 'Withdrawal account not yet bound: add one first',
    description: 'Form field error: no withdrawal account or bank card was chosen',
  },
  'validation.identity.photoRequired': {
    id: 'validation.identity.photoRequired',
    defaultMessage: 'Add this photo',
    description: 'Form field error: an identity photo (front, back or hand-held) is missing',
  },
  'validation.withdraw.accountNumber.format': {
    id: 'validation.withdraw.accountNumber.format',
    defaultMessage: 'Bank account number format error: use 4 to 34 letters and digits',
    description: 'Form field error: the bank card number has the wrong length or characters',
  },
  'validation.withdraw.network.unknown': {
    id: 'validation.withdraw.network.unknown',
    defaultMessage: 'Choose a supported network',
    description: 'Form field error: the wallet network is not one the site supports',
  },
  'validation.withdraw.walletAddress.format': {
    id: 'validation.withdraw.walletAddress.format',
    defaultMessage: 'This is not an address of the chosen network',
    description:
      'Form field error: the wallet address does not have the format of the chosen network (e.g. TRC20)',
  },
} satisfies Record<ValidationMessageId, MessageDescriptor>);

/** Messages this folder adds on top of the shared rules (checks the shared rules do not make). */
export const authValidationMessages = defineMessages({
  termsRequired: {
    id: 'auth.validation.termsRequired',
    defaultMessage: 'Agree to the terms to continue',
    description: 'Register form error: the terms-of-service checkbox is not ticked',
  },
  invalid: {
    id: 'auth.validation.invalid',
    defaultMessage: 'Check this field',
    description:
      'Form field error for a rule this app version does not know yet (a newer server rule)',
  },
});

export type AuthValidationMessageId =
  (typeof authValidationMessages)[keyof typeof authValidationMessages]['id'];

const byId: Record<string, MessageDescriptor> = {
  ...validationMessages,
  ...Object.fromEntries(Object.values(authValidationMessages).map((m) => [m.id, m])),
};

/**
 * The translated text of a validation message id. An id this table does not know (a newer server
 * rule) reads "Check this field" rather than showing the raw id.
 */
export function formatValidationMessage(intl: IntlShape, id: string | undefined): string {
  const known = id === undefined ? undefined : byId[id];
  const descriptor: MessageDescriptor = known ?? authValidationMessages.invalid;
  return intl.formatMessage(descriptor);
}

export function isKnownValidationMessage(id: string): boolean {
  return id in byId;
}
