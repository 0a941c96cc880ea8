import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  released: {
    id: 'funds.withdraw.released',
    defaultMessage: 'The amount is back in your balance.',
    description: 'After a withdrawal was rejected: the frozen amount was released',
  },
  loadFailed: {
    id: 'funds.loadFailed',
    defaultMessage: 'This page could not be loaded.',
    description: 'Error state of a funds screen whose data did not load',
  },
  loading: {
    id: 'funds.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of the skeleton of a funds screen while it loads',
  },
  demoRefused: {
    id: 'funds.demo.refused',
    defaultMessage:
      'A demo account cannot deposit or withdraw. Log in with a real account to move real funds.',
    description: 'Shown instead of the deposit or withdrawal form to the demo account',
  },
  withdrawalPassword: {
    id: 'funds.withdrawalPassword',
    defaultMessage: 'Withdrawal password',
    description: 'Label of the withdrawal password field',
  },
  forgotWithdrawalPassword: {
    id: 'funds.withdrawalPassword.forgot',
    defaultMessage: 'Forgot withdrawal password?',
    description: 'Link to the page that resets the withdrawal password with a verification code',
  },
  noWithdrawalPassword: {
    id: 'funds.withdrawalPassword.notSet',
    defaultMessage: 'Set a withdrawal password first: it protects every withdrawal.',
    description:
      'Shown to a user without a withdrawal password on the withdraw and account screens',
  },
  setWithdrawalPassword: {
    id: 'funds.withdrawalPassword.set',
    defaultMessage: 'Set withdrawal password',
    description: 'Link to the page where the user sets a withdrawal password',
  },
  submitFailed: {
    id: 'funds.submitFailed',
    defaultMessage: 'The request failed. Check your connection and try again.',
    description: 'Form error when a funds request failed without an answer from the server',
  },
  passwordWrong: {
    id: 'funds.answer.passwordWrong',
    defaultMessage: 'Withdrawal password incorrect',
    description: 'Answer when the withdrawal password is wrong',
  },
  amountLimit: {
    id: 'funds.answer.amountLimit',
    defaultMessage: 'Withdrawal amount limit',
    description: 'Answer when the withdrawal amount is below the minimum or above the maximum',
  },
  countLimit: {
    id: 'funds.answer.countLimit',
    defaultMessage: 'You have reached the number of withdrawals allowed today',
    description: 'Answer when the daily number of withdrawals is used up',
  },
  insufficient: {
    id: 'funds.answer.insufficient',
    defaultMessage: 'Insufficient balance',
    description: 'Answer when the balance is lower than the amount',
  },
  accountNotBound: {
    id: 'funds.answer.accountNotBound',
    defaultMessage: 'Bank card not yet bound, add it first',
    description: 'Answer when no withdrawal account is bound or the chosen one is gone',
  },
  turnover: {
    id: 'funds.answer.turnover',
    defaultMessage: 'The code must be 0 to withdraw',
    description: 'Answer when a bonus turnover (wagering) requirement is not yet met',
  },
  rechargeLimit: {
    id: 'funds.answer.rechargeLimit',
    defaultMessage: 'Recharge amount limit',
    description: 'Answer when the deposit amount is outside the channel limits',
  },
  featureDisabled: {
    id: 'funds.answer.disabled',
    defaultMessage: 'This is not available for this account',
    description: 'Answer when the account may not use this (a demo account depositing)',
  },
  fileRejected: {
    id: 'funds.answer.fileRejected',
    defaultMessage: 'This file was refused: choose a JPEG, PNG or WebP image up to 5 MB',
    description: 'Answer when the server refuses an uploaded voucher image',
  },
  rechargeTitle: {
    id: 'funds.recharge.title',
    defaultMessage: 'Deposit',
    description: 'Heading and tab title of the deposit (recharge) page',
  },
  channel: {
    id: 'funds.recharge.channel',
    defaultMessage: 'Deposit method',
    description: 'Label of the choice of deposit channel',
  },
  noChannels: {
    id: 'funds.recharge.noChannels',
    defaultMessage: 'No deposit method is open right now',
    description: 'Empty state of the deposit page when the site offers no channel',
  },
  rechargeAmount: {
    id: 'funds.recharge.amount',
    defaultMessage: 'Amount (USDT)',
    description: 'Label of the deposit amount field',
  },
  coupon: {
    id: 'funds.recharge.coupon',
    defaultMessage: 'Coupon code (optional)',
    description: 'Label of the optional coupon code field of a deposit',
  },
  couponHint: {
    id: 'funds.recharge.couponHint',
    defaultMessage: 'A valid coupon lowers the payment; the final figure is on the request.',
    description: 'Hint under the coupon field',
  },
  actualPayment: {
    id: 'funds.recharge.actualPayment',
    defaultMessage: 'Actual payment',
    description: 'Label of what the user pays for the deposit (amount × exchange rate)',
  },
  addressQr: {
    id: 'funds.recharge.addressQr',
    defaultMessage: 'QR code of the deposit address',
    description: 'Accessible name of the QR code of the deposit address',
  },
  copy: {
    id: 'funds.recharge.copy',
    defaultMessage: 'Copy address',
    description: 'Button that copies the deposit address',
  },
  copied: {
    id: 'funds.recharge.copied',
    defaultMessage: 'Address copied',
    description: 'Announcement after the deposit address was copied',
  },
  payer: {
    id: 'funds.recharge.payer',
    defaultMessage: 'Payer',
    description: 'Label of the name of the person who paid an offline deposit',
  },
  payerBank: {
    id: 'funds.recharge.payerBank',
    defaultMessage: 'Payer bank',
    description: 'Label of the bank the offline deposit was paid from',
  },
  payerAccount: {
    id: 'funds.recharge.payerAccount',
    defaultMessage: 'Payer account',
    description: 'Label of the account number the offline deposit was paid from',
  },
  serialNumber: {
    id: 'funds.recharge.serialNumber',
    defaultMessage: 'Transaction serial number (optional)',
    description: 'Label of the bank transaction serial number or hash of a deposit',
  },
  voucher: {
    id: 'funds.recharge.voucher',
    defaultMessage: 'Payment voucher',
    description: 'Label of the picker of the payment voucher image (a photo of the bank receipt)',
  },
  voucherRequired: {
    id: 'funds.recharge.voucherRequired',
    defaultMessage: 'Upload the payment voucher',
    description: 'Error when an offline deposit is submitted without a voucher image',
  },
  uploading: {
    id: 'funds.recharge.uploading',
    defaultMessage: 'Uploading the voucher',
    description: 'Label of the upload progress bar of the voucher image',
  },
  uploaded: {
    id: 'funds.recharge.uploaded',
    defaultMessage: 'Voucher uploaded',
    description: 'Shown after the voucher image was uploaded',
  },
  uploadFailed: {
    id: 'funds.recharge.uploadFailed',
    defaultMessage: 'The voucher was not uploaded.',
    description: 'Error when the voucher image upload failed',
  },
  retryUpload: {
    id: 'funds.recharge.retryUpload',
    defaultMessage: 'Retry upload',
    description: 'Button that uploads the voucher image again',
  },
  submitRecharge: {
    id: 'funds.recharge.submit',
    defaultMessage: 'Submit deposit',
    description: 'Button that submits the deposit request',
  },
  rechargePendingHint: {
    id: 'funds.recharge.pendingHint',
    defaultMessage: 'Your balance rises as soon as the payment is confirmed.',
    description: 'Text under the pending deposit',
  },
  rechargeProgress: {
    id: 'funds.recharge.progress',
    defaultMessage: 'Deposit progress',
    description: 'Accessible name of the status timeline of a deposit',
  },
  stepSubmitted: {
    id: 'funds.step.submitted',
    defaultMessage: 'Submitted',
    description: 'Step of a deposit or withdrawal timeline: the request was sent',
  },
  stepReview: {
    id: 'funds.step.review',
    defaultMessage: 'Under review',
    description: 'Step of a deposit or withdrawal timeline: an operator checks it',
  },
  stepCredited: {
    id: 'funds.step.credited',
    defaultMessage: 'Credited',
    description: 'Last step of a deposit timeline: the balance was credited',
  },
  stepPaid: {
    id: 'funds.step.paid',
    defaultMessage: 'Paid out',
    description: 'Last step of a withdrawal timeline: the money was sent',
  },
  newDeposit: {
    id: 'funds.recharge.new',
    defaultMessage: 'Make another deposit',
    description: 'Button that starts a new deposit after one was submitted',
  },
  withdrawTitle: {
    id: 'funds.withdraw.title',
    defaultMessage: 'Withdraw',
    description: 'Heading and tab title of the withdrawal page',
  },
  available: {
    id: 'funds.withdraw.available',
    defaultMessage: 'Available',
    description: 'Label of the balance that can be withdrawn',
  },
  turnoverProgress: {
    id: 'funds.withdraw.turnover',
    defaultMessage: 'Bonus turnover completed',
    description: 'Label of the progress bar of the turnover (wagering) done for an accepted bonus',
  },
  withdrawAmount: {
    id: 'funds.withdraw.amount',
    defaultMessage: 'Amount (USDT)',
    description: 'Label of the withdrawal amount field',
  },
  account: {
    id: 'funds.withdraw.account',
    defaultMessage: 'Withdraw to',
    description: 'Label of the choice of withdrawal account',
  },
  addAccount: {
    id: 'funds.withdraw.addAccount',
    defaultMessage: 'Add account',
    description: 'Link to the page that adds a withdrawal account',
  },
  submitWithdraw: {
    id: 'funds.withdraw.submit',
    defaultMessage: 'Withdraw',
    description: 'Button that submits the withdrawal',
  },
  feeTitle: {
    id: 'funds.withdraw.feeTitle',
    defaultMessage: 'Withdrawal fee',
    description: 'Title of the dialog that asks to confirm the withdrawal fee',
  },
  confirm: {
    id: 'funds.confirm',
    defaultMessage: 'Confirm',
    description: 'Button that confirms a funds dialog',
  },
  unknownOutcome: {
    id: 'funds.withdraw.unknown',
    defaultMessage:
      'No answer yet: we are checking whether the withdrawal went through. It will not be sent twice.',
    description: 'Shown after a withdrawal request timed out while its outcome is being checked',
  },
  checkAgain: {
    id: 'funds.withdraw.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button that asks again whether a timed-out withdrawal went through',
  },
  retry: {
    id: 'funds.retry',
    defaultMessage: 'Try again',
    description: 'Button that sends the same request again after a failure',
  },
  edit: {
    id: 'funds.edit',
    defaultMessage: 'Change the form',
    description: 'Button that returns to the form after a refused request',
  },
  withdrawProgress: {
    id: 'funds.withdraw.progress',
    defaultMessage: 'Withdrawal progress',
    description: 'Accessible name of the status timeline of a withdrawal',
  },
  cancelWithdraw: {
    id: 'funds.withdraw.cancel',
    defaultMessage: 'Cancel withdrawal',
    description: 'Button that cancels a pending withdrawal',
  },
  cancelTitle: {
    id: 'funds.withdraw.cancelTitle',
    defaultMessage: 'Cancel this withdrawal?',
    description: 'Title of the dialog confirming the cancel of a pending withdrawal',
  },
  keep: {
    id: 'funds.withdraw.keep',
    defaultMessage: 'Keep it',
    description: 'Button that closes the cancel dialog without cancelling',
  },
  cancelled: {
    id: 'funds.withdraw.cancelled',
    defaultMessage: 'Withdrawal cancelled; the amount is back in your balance.',
    description: 'Shown after a pending withdrawal was cancelled',
  },
  newWithdrawal: {
    id: 'funds.withdraw.new',
    defaultMessage: 'New withdrawal',
    description: 'Button that starts a new withdrawal',
  },
  amountAboveBalance: {
    id: 'funds.withdraw.aboveBalance',
    defaultMessage: 'Insufficient balance',
    description: 'Error under the withdrawal amount when it is more than the available balance',
  },
  amountInvalid: {
    id: 'funds.withdraw.amountInvalid',
    defaultMessage: 'Wrong amount: enter more than 0',
    description: 'Error under the withdrawal amount when it is empty, zero or not a number',
  },
  chooseAccount: {
    id: 'funds.withdraw.chooseAccount',
    defaultMessage: 'Choose the account to withdraw to',
    description: 'Error when no withdrawal account is chosen',
  },
  accountsTitle: {
    id: 'funds.accounts.title',
    defaultMessage: 'Withdrawal accounts',
    description: 'Heading and tab title of the withdrawal accounts page (bank cards and wallets)',
  },
  accountsList: {
    id: 'funds.accounts.list',
    defaultMessage: 'Bound accounts',
    description: 'Accessible name of the list of bound withdrawal accounts',
  },
  noAccounts: {
    id: 'funds.accounts.empty',
    defaultMessage: 'No withdrawal account yet',
    description: 'Empty state of the withdrawal accounts list',
  },
  noAccountsHint: {
    id: 'funds.accounts.emptyHint',
    defaultMessage: 'Add a bank card or a wallet address to withdraw to.',
    description: 'Hint of the empty withdrawal accounts list',
  },
  bankCard: {
    id: 'funds.accounts.bank',
    defaultMessage: 'Bank card',
    description: 'Kind of withdrawal account: a bank card',
  },
  wallet: {
    id: 'funds.accounts.wallet',
    defaultMessage: 'Wallet address',
    description: 'Kind of withdrawal account: a crypto wallet address',
  },
  accountKind: {
    id: 'funds.accounts.kind',
    defaultMessage: 'Account type',
    description: 'Label of the choice between bank card and wallet address',
  },
  holderName: {
    id: 'funds.accounts.holder',
    defaultMessage: 'Account holder name',
    description: 'Label of the name of the account holder',
  },
  bankName: {
    id: 'funds.accounts.bankName',
    defaultMessage: 'Bank name',
    description: 'Label of the bank name of a bank card',
  },
  accountNumber: {
    id: 'funds.accounts.number',
    defaultMessage: 'Bank account number',
    description: 'Label of the bank card or account number',
  },
  branchName: {
    id: 'funds.accounts.branchName',
    defaultMessage: 'Branch name (optional)',
    description: 'Label of the bank branch name',
  },
  branchCode: {
    id: 'funds.accounts.branchCode',
    defaultMessage: 'Branch code (optional)',
    description: 'Label of the bank branch code',
  },
  network: {
    id: 'funds.accounts.network',
    defaultMessage: 'Network',
    description: 'Label of the blockchain network of a wallet address (TRC20, ERC20, …)',
  },
  walletAddress: {
    id: 'funds.accounts.address',
    defaultMessage: 'Wallet address',
    description: 'Label of the wallet address field',
  },
  addTitle: {
    id: 'funds.accounts.addTitle',
    defaultMessage: 'Add a withdrawal account',
    description: 'Title of the form that binds a new withdrawal account',
  },
  save: {
    id: 'funds.accounts.save',
    defaultMessage: 'Add account',
    description: 'Button that binds the new withdrawal account',
  },
  removeShort: {
    id: 'funds.accounts.removeShort',
    defaultMessage: 'Delete',
    description: 'Visible label of the button that deletes one withdrawal account',
  },
  removeTitle: {
    id: 'funds.accounts.removeTitle',
    defaultMessage: 'Delete this account?',
    description: 'Title of the dialog confirming the deletion of a withdrawal account',
  },
  added: {
    id: 'funds.accounts.added',
    defaultMessage: 'Account added',
    description: 'Announcement after a withdrawal account was bound',
  },
  forgetTitle: {
    id: 'funds.forget.title',
    defaultMessage: 'Withdrawal password',
    description: 'Heading and tab title of the forgot withdrawal password page',
  },
  forgetIntro: {
    id: 'funds.forget.intro',
    defaultMessage: 'We send a verification code to the e-mail or phone of your account.',
    description: 'Explanation under the forgot withdrawal password heading',
  },
  codeChannel: {
    id: 'funds.forget.channel',
    defaultMessage: 'Send the code by',
    description: 'Label of the choice between e-mail and SMS for the verification code',
  },
  byEmail: {
    id: 'funds.forget.email',
    defaultMessage: 'E-mail',
    description: 'Choice: send the verification code by e-mail',
  },
  byPhone: {
    id: 'funds.forget.phone',
    defaultMessage: 'SMS',
    description: 'Choice: send the verification code by SMS',
  },
  code: {
    id: 'funds.forget.code',
    defaultMessage: 'Verification code',
    description: 'Label of the verification code field',
  },
  codeSent: {
    id: 'funds.forget.codeSent',
    defaultMessage: 'Verification code sent',
    description: 'Announcement after the verification code was sent',
  },
  newTkPassword: {
    id: 'funds.forget.new',
    defaultMessage: 'New withdrawal password',
    description: 'Label of the new withdrawal password field',
  },
  confirmTkPassword: {
    id: 'funds.forget.confirm',
    defaultMessage: 'Confirm withdrawal password',
    description: 'Label of the field repeating the new withdrawal password',
  },
  tkPasswordHint: {
    id: 'funds.forget.hint',
    defaultMessage: '4 to 16 characters',
    description: 'Hint under the new withdrawal password field',
  },
  resetSubmit: {
    id: 'funds.forget.submit',
    defaultMessage: 'Reset withdrawal password',
    description: 'Button that sets the new withdrawal password with the code',
  },
  resetDone: {
    id: 'funds.forget.done',
    defaultMessage: 'Your withdrawal password was changed.',
    description: 'Shown after the withdrawal password was reset',
  },
  couponChecking: {
    id: 'funds.recharge.couponChecking',
    defaultMessage: 'Checking the coupon code…',
    description: 'Shown while the deposit coupon code the user typed is being checked',
  },
  couponNotChecked: {
    id: 'funds.recharge.couponNotChecked',
    defaultMessage:
      'The coupon code could not be checked now; it is checked again when you submit.',
    description:
      'Shown when checking the deposit coupon code failed (network, too many tries); the form still works',
  },
  paymentWithoutCoupon: {
    id: 'funds.recharge.paymentWithoutCoupon',
    defaultMessage: 'Without the coupon until it is confirmed.',
    description:
      'Note under the deposit actual payment while a typed coupon code is not (yet) confirmed valid',
  },
  codeWrong: {
    id: 'funds.answer.codeWrong',
    defaultMessage: 'Verification code wrong or expired',
    description: 'Answer when the verification code is wrong or expired',
  },
});

const valueMessages = defineMessages<{
  amountUnit: { amount: string };
  couponDiscount: { discount: string };
  paymentInCurrency: { amount: string; currency: string };
  channelLimits: { min: string; max: string };
  rechargeRange: { min: string; max: string };
  exchangeRate: { rate: string; currency: string };
  cryptoAddress: { network: string };
  payTo: { bank: string; name: string; number: string };
  rechargePending: { orderNo: string };
  rechargeCredited: { orderNo: string };
  rechargeRejected: { orderNo: string };
  requestReason: { reason: string };
  withdrawPaid: { orderNo: string };
  withdrawNotPaid: { orderNo: string };
  todayCount: { count: number; limit: number; free: number; percent: string };
  withdrawLimits: { min: string; max: string };
  feeText: { times: number; percent: string; freeTimes: number };
  feeAmount: { fee: string };
  withdrawPending: { orderNo: string };
  withdrawReceipt: { amount: string; account: string; fee: string; actual: string };
  cancelBody: { amount: string };
  remove: { account: string };
  removeBody: { account: string };
}>({
  amountUnit: {
    id: 'funds.amount.unit',
    defaultMessage: '{amount} USDT',
    description: 'An amount in USDT (USDT is not an ISO currency; the amount is already formatted)',
  },
  paymentInCurrency: {
    id: 'funds.amount.inCurrency',
    defaultMessage: '{amount} {currency}',
    description: 'An amount in the currency a deposit channel is paid in, e.g. "50.0000 USD"',
  },
  channelLimits: {
    id: 'funds.recharge.channel.limits',
    defaultMessage: '{min} to {max} USDT',
    description: 'Limits of a deposit channel under its name (numbers already formatted)',
  },
  rechargeRange: {
    id: 'funds.recharge.range',
    defaultMessage: 'Recharge amount limit: from {min} to {max} USDT',
    description: 'Error under the deposit amount when it is outside the channel limits',
  },
  exchangeRate: {
    id: 'funds.recharge.rate',
    defaultMessage: 'Exchange rate: 1 USDT = {rate} {currency}',
    description: 'The deposit channel exchange rate',
  },
  cryptoAddress: {
    id: 'funds.recharge.address',
    defaultMessage: 'Deposit address ({network})',
    description: 'Label of the wallet address to send a crypto deposit to',
  },
  payTo: {
    id: 'funds.recharge.payTo',
    defaultMessage: 'Transfer to {bank}, {name}, account {number}',
    description: 'The bank account an offline deposit is transferred to',
  },
  rechargePending: {
    id: 'funds.recharge.pending',
    defaultMessage: 'Deposit {orderNo} is under review',
    description: 'Heading after a deposit request was submitted',
  },
  rechargeCredited: {
    id: 'funds.recharge.credited',
    defaultMessage: 'Deposit {orderNo} was credited',
    description:
      'Heading of a submitted deposit once the operator approved it and the balance rose',
  },
  rechargeRejected: {
    id: 'funds.recharge.rejected',
    defaultMessage: 'Deposit {orderNo} was rejected',
    description: 'Heading of a submitted deposit once the operator rejected it (nothing credited)',
  },
  requestReason: {
    id: 'funds.request.reason',
    defaultMessage: 'Reason: {reason}',
    description:
      "Why a deposit or withdrawal ended without success (the operator's or server's words)",
  },
  withdrawPaid: {
    id: 'funds.withdraw.paid',
    defaultMessage: 'Withdrawal {orderNo} was paid out',
    description: 'Heading of a submitted withdrawal once the operator approved and paid it',
  },
  withdrawNotPaid: {
    id: 'funds.withdraw.notPaid',
    defaultMessage: 'Withdrawal {orderNo} was not paid out',
    description: 'Heading of a submitted withdrawal that was rejected or cancelled',
  },
  todayCount: {
    id: 'funds.withdraw.todayCount',
    defaultMessage:
      'Withdrawals today: {count, number} of {limit, number}; the first {free, plural, one {# is} other {# are}} free, then {percent}% fee',
    description: 'The withdrawal conditions for today (percent already formatted)',
  },
  withdrawLimits: {
    id: 'funds.withdraw.limits',
    defaultMessage: 'From {min} to {max} USDT',
    description: 'Hint under the withdrawal amount with its limits',
  },
  feeText: {
    id: 'funds.withdraw.feeText',
    defaultMessage:
      'You have withdrawn {times} times today and will be charged {percent}% fee after {freeTimes} times; are you sure?',
    description:
      'The withdrawal count warning of the spec, word for word: N withdrawals today, X% fee beyond M free ones',
  },
  feeAmount: {
    id: 'funds.withdraw.feeAmount',
    defaultMessage: 'Fee: {fee} USDT',
    description: 'The fee of this withdrawal in the fee confirmation (amount already formatted)',
  },
  couponDiscount: {
    id: 'funds.recharge.couponDiscount',
    defaultMessage: 'Coupon applied: {discount}% off the payment',
    description:
      'Shown under the deposit coupon field when the code is valid; discount is a formatted number, e.g. "5"',
  },
  withdrawPending: {
    id: 'funds.withdraw.pending',
    defaultMessage: 'Withdrawal {orderNo} is under review',
    description: 'Heading of a pending withdrawal',
  },
  withdrawReceipt: {
    id: 'funds.withdraw.receipt',
    defaultMessage: '{amount} USDT to {account}; fee {fee} USDT, you receive {actual} USDT',
    description: 'Summary of a pending withdrawal (amounts already formatted)',
  },
  cancelBody: {
    id: 'funds.withdraw.cancelBody',
    defaultMessage: 'The frozen {amount} USDT return to your available balance.',
    description: 'Text of the dialog confirming the cancel of a pending withdrawal',
  },
  remove: {
    id: 'funds.accounts.remove',
    defaultMessage: 'Delete {account}',
    description: 'Accessible name of the button that deletes one withdrawal account',
  },
  removeBody: {
    id: 'funds.accounts.removeBody',
    defaultMessage: '{account} will no longer be available for withdrawals.',
    description: 'Text of the dialog confirming the deletion of a withdrawal account',
  },
});

/** The words of the funds screens: deposit, withdraw, withdrawal accounts, forgot withdrawal password. */
export const fundsMessages = { ...plainMessages, ...valueMessages };
