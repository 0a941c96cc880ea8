import {
  isRechargeAmountInRange,
  rechargePayment,
  type DecimalString,
} from '@repo/api-schema/money';
import { VALIDATION_MESSAGES } from '@repo/api-schema/rules';
import type { RequestBody, Schema } from '@repo/api-schema/schema';
import Big from 'big.js';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import * as t from '../../db/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode, fieldError } from '../../kernel/errors';
import { credit, lockBalance } from '../../ledger/ledger';
import { userEvent } from '../../realtime/events';
import { pageOf } from '../../http/route';
import { userMoney } from '../account/service';
import type { UserRow } from '../auth/service';
import { storedImage } from '../uploads/service';
import { recordConditions } from './repo';

/**
 * Deposits. Channels and coupons are the operator's configuration (tables `recharge_channels`,
 * `recharge_coupons`). A deposit is `processing` until an operator approves it (one ledger credit of
 * `amount` USDT, kind `recharge`, and `userMoney` to the user) or rejects it. The actual payment is the
 * shared rule `rechargePayment` (amount × rate less the coupon's discount); the client's figure is never
 * trusted.
 */

type Channel = Schema<'RechargeChannel'>;
type Recharge = Schema<'RechargeRecord'>;
type RechargeRow = typeof t.recharges.$inferSelect;
type Coupon = Schema<'RechargeCoupon'>;

/** A voucher must be an image this server stored (`/common/uploadPre` answered its URL). */
export const VOUCHER_URL = /^(?:https?:)?\/\/\{host\}\/upload\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

const norm = (value: string): DecimalString => new Big(value).toFixed() as DecimalString;

function channelView(row: typeof t.rechargeChannels.$inferSelect): Channel {
  return {
    id: row.id,
    name: row.name,
    type: row.type as Channel['type'],
    icon: null,
    currency: row.currency,
    network: row.network,
    address: row.address,
    qrCode: null,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    minAmount: norm(row.minAmount),
    maxAmount: norm(row.maxAmount),
    exchangeRate: norm(row.exchangeRate),
  };
}

function rechargeView(row: RechargeRow): Recharge {
  return {
    id: row.id,
    orderNo: row.orderNo,
    channelName: row.channelName,
    amount: norm(row.amount),
    exchangeRate: norm(row.exchangeRate),
    actualPayment: norm(row.actualPayment),
    currency: row.currency,
    status: row.status as Recharge['status'],
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listChannels(ctx: AppContext): Promise<Channel[]> {
  const rows = await ctx.db
    .select()
    .from(t.rechargeChannels)
    .where(eq(t.rechargeChannels.enabled, true))
    .orderBy(asc(t.rechargeChannels.sort), asc(t.rechargeChannels.id));
  return rows.map(channelView);
}

function refuseDemo(user: UserRow) {
  if (user.isDemo) {
    throw new AppError(
      ErrorCode.FEATURE_DISABLED,
      'A demo account cannot deposit or withdraw; use a real account',
    );
  }
}

async function enabledChannel(ctx: AppContext, id: number) {
  const [channel] = await ctx.db
    .select()
    .from(t.rechargeChannels)
    .where(and(eq(t.rechargeChannels.id, id), eq(t.rechargeChannels.enabled, true)));
  if (!channel)
    throw fieldError('channelId', 'validation.recharge.channel.unknown', 'No such channel');
  return channel;
}

/** An enabled coupon by its exact (trimmed) code, else the field error the app translates. */
async function enabledCoupon(ctx: AppContext, code: string): Promise<Coupon> {
  const [row] = await ctx.db
    .select()
    .from(t.rechargeCoupons)
    .where(and(eq(t.rechargeCoupons.code, code), eq(t.rechargeCoupons.enabled, true)));
  if (!row)
    throw fieldError('couponCode', VALIDATION_MESSAGES.rechargeCouponInvalid, 'Unknown coupon');
  return { couponCode: row.code, discountPercent: norm(row.discountPercent) };
}

/**
 * Checks a coupon code for a channel before the deposit is submitted (`checkRechargeCoupon`): the
 * same lookups and refusals as `submitRecharge`, so what the app shows is what the submit applies.
 */
export async function checkCoupon(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'checkRechargeCoupon'>,
): Promise<Coupon> {
  refuseDemo(user);
  await enabledChannel(ctx, body.channelId);
  const code = body.couponCode.trim();
  if (!code) throw fieldError('couponCode', VALIDATION_MESSAGES.required);
  return enabledCoupon(ctx, code);
}

export async function submitRecharge(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'submitRecharge'>,
): Promise<Recharge> {
  refuseDemo(user);
  const channel = await enabledChannel(ctx, body.channelId);
  const amount = body.amount as DecimalString;
  if ((amount.split('.')[1]?.length ?? 0) > 8) {
    throw fieldError('amount', 'validation.amount.precision', 'At most 8 decimals');
  }
  const min = norm(channel.minAmount);
  const max = norm(channel.maxAmount);
  if (!isRechargeAmountInRange(amount, min, max)) {
    throw new AppError(
      ErrorCode.AMOUNT_OUT_OF_RANGE,
      `A deposit through ${channel.name} is from ${min} to ${max} USDT`,
    );
  }
  const coupon = body.couponCode?.trim() || null;
  const discount: DecimalString = coupon ? (await enabledCoupon(ctx, coupon)).discountPercent : '0';
  const offline = channel.type === 'offline';
  if (offline) {
    for (const field of ['payer', 'payerBank', 'payerAccount', 'voucherImage'] as const) {
      if (!body[field]?.trim()) throw fieldError(field, 'validation.required');
    }
    const name = VOUCHER_URL.exec(body.voucherImage!)?.[1];
    if (!name || !storedImage(ctx.uploadDir, name)) {
      throw fieldError(
        'voucherImage',
        'validation.recharge.voucher.invalid',
        'Upload the voucher with /common/uploadPre and send the URL it answered',
      );
    }
  }
  const rate = norm(channel.exchangeRate);
  const keep = (v: string | undefined) => (offline || v ? v?.trim() || null : null);
  const row = await ctx.kernel.tx(async (tx) => {
    const [next] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence('recharges', 'id'))::text AS id`,
    );
    const id = Number(next!.id);
    const [inserted] = await tx
      .insert(t.recharges)
      .values({
        id,
        orderNo: `R${String(id).padStart(10, '0')}`,
        userId: user.id,
        channelId: channel.id,
        channelName: channel.name,
        currency: channel.currency,
        amount,
        exchangeRate: rate,
        actualPayment: rechargePayment(amount, rate, discount),
        couponCode: coupon,
        payer: keep(body.payer),
        payerBank: keep(body.payerBank),
        payerAccount: keep(body.payerAccount),
        voucherImage: offline ? body.voucherImage! : null,
        serialNumber: body.serialNumber?.trim() || null,
        status: 'processing',
        createdAt: new Date(ctx.kernel.clock.now()),
      })
      .returning();
    return inserted!;
  });
  return rechargeView(row);
}

export async function listRecharges(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'listRecharges'>,
) {
  const { page, limit } = pageOf(body);
  const cond = and(
    eq(t.recharges.userId, user.id),
    ...recordConditions(t.recharges, body, ctx.kernel.clock.now()),
  );
  const [total] = await ctx.db.select({ n: count() }).from(t.recharges).where(cond);
  const rows = await ctx.db
    .select()
    .from(t.recharges)
    .where(cond)
    .orderBy(desc(t.recharges.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map(rechargeView), total: total?.n ?? 0, page, limit };
}

/**
 * The operator's review (operator.yaml `reviewRecharge`): approval credits the amount in the same
 * transaction as the status change; a deposit no longer processing answers 1021.
 */
export async function reviewRecharge(
  ctx: AppContext,
  id: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<Recharge> {
  return ctx.kernel.tx(async (tx, emit) => {
    const [row] = await tx.select().from(t.recharges).where(eq(t.recharges.id, id)).for('update');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such deposit');
    if (row.status !== 'processing') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'The deposit was already reviewed');
    }
    if (decision === 'approved') {
      await lockBalance(tx, row.userId, 'USDT');
      await credit(tx, {
        userId: row.userId,
        currency: 'USDT',
        amount: norm(row.amount),
        kind: 'recharge',
        reference: row.orderNo,
      });
    }
    const [ended] = await tx
      .update(t.recharges)
      .set({
        status: decision === 'approved' ? 'success' : 'failure',
        rejectReason: decision === 'approved' ? null : (reason ?? 'Rejected by review'),
        reviewedAt: new Date(ctx.kernel.clock.now()),
      })
      .where(and(eq(t.recharges.id, id), eq(t.recharges.status, 'processing')))
      .returning();
    if (decision === 'approved') {
      await emit(userEvent(row.userId, 'userMoney', await userMoney(tx, row.userId)));
    }
    return rechargeView(ended!);
  });
}

/**
 * Demo servers only (`RECHARGE_AUTO_APPROVE_MS`): approves deposits processing for longer than
 * `afterMs`, as an operator would. Returns how many it approved.
 */
export async function autoApproveRecharges(ctx: AppContext, afterMs: number): Promise<number> {
  const due = await ctx.db
    .select({ id: t.recharges.id })
    .from(t.recharges)
    .where(
      and(
        eq(t.recharges.status, 'processing'),
        lte(t.recharges.createdAt, new Date(ctx.kernel.clock.now() - afterMs)),
      ),
    )
    .limit(100);
  let approved = 0;
  for (const { id } of due) {
    try {
      await reviewRecharge(ctx, id, 'approved', null);
      approved += 1;
    } catch (error) {
      const skip: number[] = [ErrorCode.NOT_FOUND, ErrorCode.ORDER_STATE_CONFLICT];
      if (!(error instanceof AppError && skip.includes(error.code))) throw error;
    }
  }
  return approved;
}
