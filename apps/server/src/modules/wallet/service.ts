import {
  compare,
  isWithdrawalFeeCharged,
  subtract,
  withdrawalFee,
  type DecimalString,
} from '@repo/api-schema/money';
import { BANK_ACCOUNT_NUMBER, WALLET_NETWORKS, walletNetworkFormat } from '@repo/api-schema/rules';
import type { RequestBody, Schema } from '@repo/api-schema/schema';
import Big from 'big.js';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode, fieldError } from '../../kernel/errors';
import { capture, freeze, lockBalance, release } from '../../ledger/ledger';
import { userEvent } from '../../realtime/events';
import { pageOf } from '../../http/route';
import { userMoney } from '../account/service';
import type { UserRow } from '../auth/service';
import { passwords } from '../auth/passwords';
import * as throttle from '../auth/throttle';
import { siteParams } from '../content/service';
import * as repo from './repo';
import type { AccountRow, WithdrawalRow } from './repo';

/**
 * Withdrawals and withdrawal accounts. A withdrawal freezes its whole amount on submission (one hold);
 * an operator's approval captures it (the fee is part of the amount: the user receives amount − fee), a
 * rejection or the user's cancel releases it. Each change is one `kernel.tx` with the withdrawal row
 * locked and the user's `userMoney` event.
 */

const CURRENCY = 'USDT';

/**
 * The published withdrawal rules. The daily free count is the user's VIP level (as the level list says);
 * beyond it `feePercent` applies and the client must send `feeConfirmed`. No withdrawal is blocked by a
 * rule not listed here: the turnover requirement exists only for an accepted bonus, and this server
 * offers none, so it is always 0.
 */
export const WITHDRAW_RULES = {
  feePercent: '2',
  /** Withdrawals per day, the free ones included. */
  limitTimes: 5,
  minAmount: '10',
  maxAmount: '50000',
  /** Wrong withdrawal passwords per user before a lock-out of `wrongPassword.windowMs`. */
  wrongPassword: { max: 5, windowMs: 15 * 60_000 },
} as const;

const ERR = {
  demo: 'A demo account cannot deposit or withdraw; use a real account',
};

type Account = Schema<'WithdrawalAccount'>;
type Withdraw = Schema<'WithdrawRecord'>;

const startOfUtcDay = (ms: number) => {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};
const norm = (value: string): DecimalString => new Big(value).toFixed() as DecimalString;

function refuseDemo(user: UserRow) {
  if (user.isDemo) throw new AppError(ErrorCode.FEATURE_DISABLED, ERR.demo);
}

/** Shows the first and last few characters of a number or address, the rest as asterisks. */
export function maskNumber(value: string): string {
  if (value.length <= 6) return `${value.slice(0, 1)}****${value.slice(-1)}`;
  const keep = value.length > 12 ? 4 : 2;
  return `${value.slice(0, keep)}****${value.slice(-keep)}`;
}

async function masking(ctx: AppContext): Promise<boolean> {
  return String((await siteParams(ctx)).ACCOUNT_INFO_ENCRYPT_OPEN) === '1';
}

function accountView(row: AccountRow, masked: boolean): Account {
  const m = (v: string | null) => (v === null || !masked ? v : maskNumber(v));
  return {
    id: row.id,
    cardType: row.cardType as 'bank' | 'wallet',
    holderName: row.holderName,
    bankName: row.bankName,
    accountNumber: m(row.accountNumber),
    branchName: row.branchName,
    branchCode: row.branchCode,
    walletAddress: m(row.walletAddress),
    network: row.network,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Always masked: the label a withdrawal record shows. */
function accountLabel(row: AccountRow): string {
  return row.cardType === 'bank'
    ? `${row.bankName ?? 'Bank'} ${maskNumber(row.accountNumber ?? '')}`
    : `${row.network ?? 'Wallet'} ${maskNumber(row.walletAddress ?? '')}`;
}

async function checkWithdrawPassword(ctx: AppContext, user: UserRow, given: string) {
  const bucket = throttle.withdrawPasswordBucket(user.id);
  await throttle.refuseAt(
    ctx.db,
    bucket,
    WITHDRAW_RULES.wrongPassword.max,
    'Too many wrong withdrawal passwords',
  );
  if (!user.withdrawPasswordHash) {
    throw new AppError(
      ErrorCode.WITHDRAWAL_PASSWORD_WRONG,
      'Set a withdrawal password first (Settings → withdrawal password)',
    );
  }
  if (!(await passwords.verify(user.withdrawPasswordHash, given))) {
    await throttle.hit(ctx.db, bucket, WITHDRAW_RULES.wrongPassword.windowMs);
    throw new AppError(ErrorCode.WITHDRAWAL_PASSWORD_WRONG, 'Withdrawal password incorrect');
  }
  await throttle.clear(ctx.db, bucket);
}

export async function listAccounts(ctx: AppContext, user: UserRow): Promise<Account[]> {
  const masked = await masking(ctx);
  return (await repo.accountsOf(ctx.db, user.id)).map((r) => accountView(r, masked));
}

export async function addAccount(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'addWithdrawalAccount'>,
): Promise<Account> {
  refuseDemo(user);
  const blank = (v: string | undefined) => v === undefined || v.trim() === '';
  if (body.cardType === 'bank') {
    if (blank(body.bankName)) throw fieldError('bankName', 'validation.required');
    if (blank(body.accountNumber)) throw fieldError('accountNumber', 'validation.required');
    if (!BANK_ACCOUNT_NUMBER.test(body.accountNumber!)) {
      throw fieldError('accountNumber', 'validation.withdraw.accountNumber.format');
    }
  } else {
    if (blank(body.network)) throw fieldError('network', 'validation.required');
    const format = walletNetworkFormat(body.network!);
    if (!format) {
      throw fieldError(
        'network',
        'validation.withdraw.network.unknown',
        `Networks: ${Object.keys(WALLET_NETWORKS).join(', ')}`,
      );
    }
    if (blank(body.walletAddress) || !format.test(body.walletAddress!.trim())) {
      throw fieldError(
        'walletAddress',
        'validation.withdraw.walletAddress.format',
        `Not a ${body.network!.toUpperCase()} address`,
      );
    }
  }
  await checkWithdrawPassword(ctx, user, body.tkPassword);
  const bank = body.cardType === 'bank';
  const row = await ctx.kernel.tx(async (tx) =>
    repo.insertAccount(tx, {
      userId: user.id,
      cardType: body.cardType,
      holderName: body.holderName.trim(),
      bankName: bank ? body.bankName!.trim() : null,
      accountNumber: bank ? body.accountNumber!.replace(/[ -]/g, '') : null,
      branchName: bank ? (body.branchName?.trim() ?? null) : null,
      branchCode: bank ? (body.branchCode?.trim() ?? null) : null,
      walletAddress: bank ? null : body.walletAddress!.trim(),
      network: bank ? null : body.network!.toUpperCase(),
    }),
  );
  return accountView(row, await masking(ctx));
}

export async function deleteAccount(ctx: AppContext, user: UserRow, id: number): Promise<null> {
  const done = await ctx.kernel.tx(async (tx) => repo.deleteAccount(tx, user.id, id));
  if (!done) throw new AppError(ErrorCode.NOT_FOUND, 'No such withdrawal account');
  return null;
}

export async function withdrawInfo(
  ctx: AppContext,
  user: UserRow,
): Promise<Schema<'WithdrawInfo'>> {
  const money = await userMoney(ctx.db, user.id);
  const todayCount = await repo.countSince(ctx.db, user.id, startOfUtcDay(ctx.kernel.clock.now()));
  return {
    balance: money.balance,
    available: money.available,
    dailyFreeCount: user.level,
    todayCount,
    feePercent: WITHDRAW_RULES.feePercent,
    limitTimes: WITHDRAW_RULES.limitTimes,
    minAmount: WITHDRAW_RULES.minAmount,
    maxAmount: WITHDRAW_RULES.maxAmount,
    turnoverCode: '0',
    turnoverTotal: '0',
  };
}

/** The spec's withdrawal count warning (§8), word for word. */
export const feeConfirmationText = (n: number, percent: string, m: number) =>
  `You have withdrawn ${n} times today and will be charged ${percent}% fee after ${m} times; are you sure?`;

function withdrawView(row: WithdrawalRow): Withdraw {
  const amount = norm(row.amount);
  const fee = norm(row.fee);
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount,
    fee,
    actualAmount: subtract(amount, fee),
    accountLabel: row.accountLabel,
    status: row.status as repo.WithdrawalStatus,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function submitWithdraw(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'submitWithdraw'>,
): Promise<Withdraw> {
  refuseDemo(user);
  const amount = body.amount as DecimalString;
  if ((amount.split('.')[1]?.length ?? 0) > 8) {
    throw fieldError('amount', 'validation.amount.precision', 'At most 8 decimals');
  }
  if (
    compare(amount, WITHDRAW_RULES.minAmount) < 0 ||
    compare(amount, WITHDRAW_RULES.maxAmount) > 0
  ) {
    throw new AppError(
      ErrorCode.WITHDRAWAL_AMOUNT_LIMIT,
      `A withdrawal is from ${WITHDRAW_RULES.minAmount} to ${WITHDRAW_RULES.maxAmount} ${CURRENCY}`,
    );
  }
  const account = await repo.accountOf(ctx.db, user.id, body.accountId);
  if (!account) {
    throw new AppError(
      ErrorCode.WITHDRAWAL_ACCOUNT_NOT_BOUND,
      'Withdrawal account not yet bound: add one first',
    );
  }
  await checkWithdrawPassword(ctx, user, body.tkPassword);
  const now = ctx.kernel.clock.now();
  return ctx.kernel.tx(async (tx, emit) => {
    // The balance row lock serialises a user's withdrawals: the day's count cannot race.
    const balance = await lockBalance(tx, user.id, CURRENCY);
    const todayCount = await repo.countSince(tx, user.id, startOfUtcDay(now));
    if (todayCount >= WITHDRAW_RULES.limitTimes) {
      throw new AppError(
        ErrorCode.WITHDRAWAL_COUNT_LIMIT,
        `At most ${WITHDRAW_RULES.limitTimes} withdrawals a day; try again tomorrow`,
      );
    }
    const charged =
      isWithdrawalFeeCharged(todayCount, user.level) && compare(WITHDRAW_RULES.feePercent, '0') > 0;
    if (charged && body.feeConfirmed !== true) {
      throw fieldError(
        'feeConfirmed',
        'validation.withdraw.feeConfirmation',
        feeConfirmationText(todayCount, WITHDRAW_RULES.feePercent, user.level),
      );
    }
    if (compare(balance.available, amount) < 0) {
      throw new AppError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `Insufficient balance: ${norm(balance.available)} ${CURRENCY} available`,
      );
    }
    const fee = charged ? withdrawalFee(amount, WITHDRAW_RULES.feePercent) : '0';
    const { id, orderNo } = await repo.nextWithdrawalId(tx);
    const holdId = await freeze(tx, {
      userId: user.id,
      currency: CURRENCY,
      amount,
      kind: 'withdraw',
      reference: orderNo,
    });
    const row = await repo.insertWithdrawal(tx, {
      id,
      orderNo,
      userId: user.id,
      accountId: account.id,
      accountLabel: accountLabel(account),
      currency: CURRENCY,
      amount,
      fee,
      holdId: Number(holdId),
      status: 'processing',
      createdAt: new Date(now),
    });
    await emit(userEvent(user.id, 'userMoney', await userMoney(tx, user.id)));
    return withdrawView(row);
  });
}

export async function listWithdrawals(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'listWithdrawals'>,
) {
  const { page, limit } = pageOf(body);
  const { rows, total } = await repo.listWithdrawals(ctx.db, user.id, {
    page,
    limit,
    filter: body,
    now: ctx.kernel.clock.now(),
  });
  return { list: rows.map(withdrawView), total, page, limit };
}

/** Ends a processing withdrawal: approved → captured, rejected or cancelled → released. */
async function finish(
  ctx: AppContext,
  id: number,
  userId: number | undefined,
  decision: 'approved' | 'rejected' | 'cancelled',
  reason: string | null,
): Promise<Withdraw> {
  return ctx.kernel.tx(async (tx, emit) => {
    const row = await repo.lockWithdrawal(tx, id, userId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such withdrawal');
    if (row.status !== 'processing') {
      throw new AppError(
        ErrorCode.ORDER_STATE_CONFLICT,
        `The withdrawal is already ${row.status === 'success' ? 'paid' : 'ended'}`,
      );
    }
    const holdId = String(row.holdId);
    let ended: WithdrawalRow;
    if (decision === 'approved') {
      await capture(tx, holdId, { kind: 'withdraw' });
      ended = await repo.finishWithdrawal(tx, row.id, 'success', null);
    } else {
      await release(tx, holdId, { kind: 'withdraw_refund' });
      const why =
        decision === 'cancelled' ? 'Cancelled by the user' : (reason ?? 'Rejected by review');
      ended = await repo.finishWithdrawal(tx, row.id, 'failure', why);
    }
    await emit(userEvent(row.userId, 'userMoney', await userMoney(tx, row.userId)));
    return withdrawView(ended);
  });
}

export const cancelWithdraw = (ctx: AppContext, user: UserRow, id: number) =>
  finish(ctx, id, user.id, 'cancelled', null);

/** The operator's review (operator.yaml `reviewWithdrawal`). */
export const reviewWithdrawal = (
  ctx: AppContext,
  id: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
) => finish(ctx, id, undefined, decision, reason);
