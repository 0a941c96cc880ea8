export { VALIDATION_MESSAGES, type ValidationMessageId } from './messages';
export {
  LIMITS,
  amountInRange,
  email,
  loanAmount,
  loginPassword,
  normalizeAmountInput,
  phone,
  positiveAmount,
  rechargeAmount,
  username,
  withdrawalAmount,
  withdrawalPassword,
} from './rules';
export {
  exchangeForm,
  identityForm,
  loanForm,
  loginForm,
  offlineRechargeForm,
  registerForm,
  withdrawForm,
  withdrawalPasswordForm,
} from './forms';
export {
  BANK_ACCOUNT_NUMBER,
  WALLET_NETWORKS,
  isWalletAddress,
  walletNetworkFormat,
  withdrawalAccountForm,
  type WalletNetwork,
} from './withdrawalAccount';
export { BILL_TYPES, type BillType } from './billTypes';
