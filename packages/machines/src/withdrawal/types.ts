import type { DecimalString } from '@repo/api-schema/money';
import type { IdempotencyToken } from '../shared/io';

/** A bound withdrawal account or bank card (spec §3). */
export interface WithdrawalAccount {
  id: number;
  cardType: 'bank' | 'wallet';
  holderName?: string;
  bankName?: string;
  accountNumber?: string;
  walletAddress?: string;
}

export interface WithdrawalInput {
  balance: DecimalString;
  accounts: readonly WithdrawalAccount[];
  /** Withdrawals already made today ("N"). */
  todayCount: number;
  /** Daily free withdrawals ("M"); from the M+1-th of the day the fee applies. */
  dailyFreeCount: number;
  /** Fee percent beyond the free count ("X"). */
  feePercent: DecimalString;
  /** Remaining turnover (wagering) requirement; must be 0 to withdraw. */
  turnoverCode: DecimalString;
}

export interface WithdrawalForm {
  amount: DecimalString;
  accountId: number | null;
  /** Withdrawal password, 4 to 16 characters. */
  password: string;
}

/** The contract's WithdrawSubmitRequest plus the intent's token. */
export interface WithdrawalBody {
  amount: DecimalString;
  accountId: number;
  tkPassword: string;
  /** True when the fee beyond the free count was shown and accepted. */
  feeConfirmed: boolean;
  idempotentToken: IdempotencyToken;
}

export type WithdrawalError =
  | 'amountInvalid'
  | 'amountAboveBalance'
  | 'accountNotBound'
  | 'accountNotChosen'
  | 'turnoverNotZero'
  | 'passwordFormat';

/**
 * Parameters of "You have withdrawn N times today and will be charged X% fee after M times; are you
 * sure?" plus the fee itself.
 */
export interface WithdrawalFeeNotice {
  times: number;
  percent: DecimalString;
  freeTimes: number;
  fee: DecimalString;
}

export interface WithdrawalReceipt {
  id: number;
  orderNo: string;
}

export interface WithdrawalContext extends WithdrawalInput {
  receipt: WithdrawalReceipt | null;
  form: WithdrawalForm;
  errors: WithdrawalError[];
  feeNotice: WithdrawalFeeNotice | null;
  token: IdempotencyToken | null;
  body: WithdrawalBody | null;
  error: string | null;
}

export type WithdrawalEvent =
  | { type: 'withdrawal.change'; form: Partial<WithdrawalForm> }
  | { type: 'withdrawal.submit' }
  | { type: 'withdrawal.confirmFee' }
  | { type: 'withdrawal.cancel' }
  | { type: 'withdrawal.retry' }
  | { type: 'withdrawal.query' }
  | { type: 'withdrawal.edit' };
