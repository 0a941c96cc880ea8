import { defineMessages } from 'react-intl';

/** Strings shared by the auth screens. Screen-specific ones sit next to each screen. */
export const authMessages = defineMessages({
  accountMethod: {
    id: 'auth.accountMethod.label',
    defaultMessage: 'Sign in with',
    description: 'Accessible name of the choice between e-mail, phone and username',
  },
  registerMethod: {
    id: 'auth.registerMethod.label',
    defaultMessage: 'Register with',
    description: 'Accessible name of the choice between username, e-mail and phone on registration',
  },
  resetMethod: {
    id: 'auth.resetMethod.label',
    defaultMessage: 'Reset by',
    description:
      'Accessible name of the choice between e-mail and phone on the forgot-password page',
  },
  methodEmail: {
    id: 'auth.method.email',
    defaultMessage: 'E-mail',
    description: 'Segment: use an e-mail address as the account',
  },
  methodPhone: {
    id: 'auth.method.phone',
    defaultMessage: 'Phone',
    description: 'Segment: use a mobile number as the account',
  },
  methodUsername: {
    id: 'auth.method.username',
    defaultMessage: 'Username',
    description: 'Segment: use a username as the account',
  },
  email: {
    id: 'auth.field.email',
    defaultMessage: 'E-mail',
    description: 'Label of the e-mail address field',
  },
  areaCode: {
    id: 'auth.field.areaCode',
    defaultMessage: 'Country code',
    description: 'Label of the phone country dialling code picker (e.g. +44)',
  },
  phone: {
    id: 'auth.field.phone',
    defaultMessage: 'Mobile number',
    description: 'Label of the mobile number field (without the country code)',
  },
  phoneFieldsLoading: {
    id: 'auth.field.phoneLoading',
    defaultMessage: 'Loading the country code and mobile number fields',
    description:
      'Accessible name of the placeholder shown for a moment while the phone number fields load',
  },
  phoneFieldsFailedTitle: {
    id: 'auth.field.phoneFailedTitle',
    defaultMessage: 'The phone number fields could not be loaded',
    description: 'Heading shown in place of the phone number fields when their code failed to load',
  },
  phoneFieldsFailedBody: {
    id: 'auth.field.phoneFailedBody',
    defaultMessage: 'Check your connection and try again. What you typed is kept.',
    description: 'Text under the heading when the phone number fields failed to load',
  },
  username: {
    id: 'auth.field.username',
    defaultMessage: 'Username',
    description: 'Label of the username field',
  },
  usernameHint: {
    id: 'auth.field.usernameHint',
    defaultMessage: '6 to 14 letters and digits',
    description: 'Help text under the username field on registration',
  },
  password: {
    id: 'auth.field.password',
    defaultMessage: 'Password',
    description: 'Label of the login password field',
  },
  newPassword: {
    id: 'auth.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new login password field on the forgot-password page',
  },
  passwordHint: {
    id: 'auth.field.passwordHint',
    defaultMessage: '6 to 16 characters',
    description: 'Help text under a new login password field',
  },
  confirmPassword: {
    id: 'auth.field.confirmPassword',
    defaultMessage: 'Confirm password',
    description: 'Label of the field where the new password is typed a second time',
  },
  withdrawalPassword: {
    id: 'auth.field.withdrawalPassword',
    defaultMessage: 'Withdrawal password',
    description: 'Label of the separate password that confirms withdrawals',
  },
  withdrawalPasswordHint: {
    id: 'auth.field.withdrawalPasswordHint',
    defaultMessage: '4 to 16 characters, used to confirm withdrawals',
    description: 'Help text under the withdrawal password field',
  },
  code: {
    id: 'auth.field.code',
    defaultMessage: 'Verification code',
    description: 'Label of the one-time code field (sent by e-mail or SMS)',
  },
  inviteCode: {
    id: 'auth.field.inviteCode',
    defaultMessage: 'Invite code (optional)',
    description: 'Label of the optional invite code field on registration',
  },
  captcha: {
    id: 'auth.field.captcha',
    defaultMessage: 'Characters in the image',
    description: 'Label of the field where the user types the captcha characters',
  },
  captchaImage: {
    id: 'auth.captcha.image',
    defaultMessage: 'Security check image',
    description: 'Alternative text of the captcha image',
  },
  captchaRefresh: {
    id: 'auth.captcha.refresh',
    defaultMessage: 'New image',
    description: 'Button that loads a different captcha image',
  },
  captchaRequired: {
    id: 'auth.captcha.required',
    defaultMessage: 'Enter the characters in the image to continue.',
    description: 'Shown when the server asks for a captcha after failed attempts',
  },
  credentialsInvalid: {
    id: 'auth.error.credentialsInvalid',
    defaultMessage: 'Account or password wrong.',
    description: 'Form error when the account or the password does not match (server sent no text)',
  },
  accountExists: {
    id: 'auth.error.accountExists',
    defaultMessage: 'This account is already registered.',
    description: 'Form error on registration when the account exists (server sent no text)',
  },
  accountNotFound: {
    id: 'auth.error.accountNotFound',
    defaultMessage: 'No account with that address.',
    description: 'Form error when no account has that e-mail or phone (server sent no text)',
  },
  codeSent: {
    id: 'auth.code.sent',
    defaultMessage: 'Verification code sent',
    description: 'Confirmation after a verification code was sent by e-mail or SMS',
  },
});
