import type { DecimalString } from '@repo/api-schema/money';
import type { IdempotencyToken } from '../shared/io';

/** Server-provided loan product limits (spec §3, §9). */
export interface LoanTerms {
  minAmount: DecimalString;
  maxAmount: DecimalString;
  /** Allowed terms in days. */
  termDays: readonly number[];
  /** Daily interest rate as a fraction ("0.001" = 0.1 % a day). */
  dailyRate: DecimalString;
}

export interface LoanApplication {
  amount: DecimalString;
  termDays: number | null;
}

export interface LoanBody {
  amount: DecimalString;
  termDays: number;
  idempotentToken: IdempotencyToken;
}

/** An approved loan (spec §3: amount, term, daily rate, contract number, lender). */
export interface ActiveLoan {
  contractNumber: string;
  amount: DecimalString;
  termDays: number;
  dailyRate: DecimalString;
  /** When the money was lent, epoch milliseconds. */
  borrowedAt: number;
  lender?: string;
}

/** What repaying at a moment costs: principal plus interest for the actual days, in one sum. */
export interface RepaymentQuote {
  at: number;
  days: number;
  interest: DecimalString;
  total: DecimalString;
}

export interface RepayBody {
  contractNumber: string;
  amount: DecimalString;
  idempotentToken: IdempotencyToken;
}

export type LoanError = 'amountInvalid' | 'amountOutOfRange' | 'termNotAllowed';

export interface LoanInput {
  terms: LoanTerms;
  /** The user's current loan, if the server reports one. */
  loan?: ActiveLoan | null;
  /** An application the server is still reviewing. */
  underReview?: boolean;
}

export interface LoanContext {
  terms: LoanTerms;
  application: LoanApplication;
  errors: LoanError[];
  token: IdempotencyToken | null;
  body: LoanBody | null;
  loan: ActiveLoan | null;
  quote: RepaymentQuote | null;
  repayToken: IdempotencyToken | null;
  underReviewAtStart: boolean;
  rejectReason: string | null;
  error: string | null;
  /**
   * After a failed call: whether sending it again as it was may go through (no answer came: the
   * connection, a timeout, a server failure), not a refusal the server meant (isRefusal).
   */
  canRetry: boolean;
}

export type LoanEvent =
  | { type: 'loan.change'; application: Partial<LoanApplication> }
  | { type: 'loan.apply' }
  | { type: 'loan.reviewed'; approved: true; loan: ActiveLoan }
  | { type: 'loan.reviewed'; approved: false; message: string }
  /** Show what repaying at `at` (epoch ms, from the app's clock) would cost. */
  | { type: 'loan.quote'; at: number }
  | { type: 'loan.repay'; at: number }
  | { type: 'loan.retry' }
  | { type: 'loan.edit' }
  | { type: 'loan.dismiss' };
