import { randomBytes } from 'node:crypto';
import { BILL_TYPES } from '@repo/api-schema/rules';
import Big from 'big.js';
import type { Schema } from '@repo/api-schema/schema';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import * as t from '../../db/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import type { OutboxEvent } from '../../kernel/outbox';
import type { Reader, Tx } from '../../kernel/tx';
import { credit, debit, lockBalance } from '../../ledger/ledger';
import { userEvent } from '../../realtime/events';
import type { UserRow } from '../auth/service';
import { latestVerification, verificationStatus } from '../verification/repo';
import { DEMO_ACCOUNT_BALANCE } from './demo';

/**
 * The signed-in user: profile, money, level, rank, settings, bills, the demo account's reset. Money is
 * read from the balances the ledger keeps; every change goes through the ledger in one transaction with
 * the event that tells the user's connections.
 */
const iso = (d: Date) => d.toISOString();

/** The contract's role of a session's user. */
export const sessionRole = (user: UserRow) =>
  user.role === 'guest' ? ('guest' as const) : user.isDemo ? ('demo' as const) : ('user' as const);

/** The contract's UserInfo of a user row; `reader` is the transaction when called inside one. */
export async function userInfo(reader: Reader, user: UserRow) {
  const [level] = await reader.select().from(t.levels).where(eq(t.levels.level, user.level));
  const verification = await latestVerification(reader, user.id);
  return {
    id: user.id,
    role:
      user.role === 'guest'
        ? ('guest' as const)
        : user.isDemo
          ? ('demo' as const)
          : ('user' as const),
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    areaCode: user.areaCode,
    phone: user.phone,
    avatar: user.avatar,
    code: user.inviteCode,
    isLoginPop: user.isLoginPop === 1 ? (1 as const) : (0 as const),
    lang: user.lang,
    levelId: user.level,
    levelName: level?.name ?? `VIP ${user.level}`,
    creditScore: user.creditScore,
    verificationStatus: verification
      ? verificationStatus[verification.status]!
      : ('to_be_certified' as const),
    hasWithdrawalPassword: user.withdrawPasswordHash !== null,
    createdAt: iso(user.createdAt),
  };
}

/** Money read from the balances the ledger maintains. */
export async function userMoney(reader: Reader, userId: number) {
  const [row] = await reader
    .select({ available: t.balances.available, frozen: t.balances.frozen })
    .from(t.balances)
    .where(and(eq(t.balances.userId, userId), eq(t.balances.currency, 'USDT')));
  return moneyView(row ?? { available: '0', frozen: '0' });
}

/** The contract's UserMoney of a USDT balance row (amounts truncated to 2 decimals, never rounded up). */
export function moneyView(row: { available: string; frozen: string }) {
  const available = new Big(row.available);
  const frozen = new Big(row.frozen);
  const fmt = (b: Big) => b.toFixed(2, Big.roundDown);
  return {
    currency: 'USDT',
    balance: fmt(available.plus(frozen)),
    available: fmt(available),
    frozen: fmt(frozen),
    margin: '0.00',
    unrealizedProfit: '0.00',
    todayProfit: '0.00',
    turnoverCode: '0',
  };
}

export async function reloadUser(reader: Reader, userId: number): Promise<UserRow> {
  const [user] = await reader.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'No such user');
  return user;
}

export async function levelInfo(ctx: AppContext, user: UserRow) {
  const levels = await ctx.db.select().from(t.levels).orderBy(t.levels.level);
  const current = levels.find((l) => l.level === user.level);
  const next = levels.find((l) => l.level > user.level) ?? null;
  return {
    level: user.level,
    name: current?.name ?? `VIP ${user.level}`,
    icon: null,
    nextLevel: next?.level ?? null,
    upgradePrice: next ? new Big(next.minBalance).toFixed(2) : null,
  };
}

export async function levelList(ctx: AppContext) {
  const levels = await ctx.db.select().from(t.levels).orderBy(t.levels.level);
  return levels.map((l) => ({
    level: l.level,
    name: l.name,
    icon: null,
    price: new Big(l.minBalance).toFixed(2),
    benefits: [`${l.level} free withdrawals per day`],
    dailyFreeWithdrawals: l.level,
  }));
}

export const mask = (name: string) =>
  name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0]}***${name.at(-1)}`;

export async function rankList(ctx: AppContext) {
  const rows = await queryRows<{ nickname: string; amount: string }>(
    ctx.db,
    sql`SELECT u.nickname, b.available::text AS amount FROM balances b JOIN users u ON u.id = b.user_id
        WHERE b.currency = 'USDT' AND u.role = 'user' ORDER BY b.available DESC, u.id LIMIT 20`,
  );
  return rows.map((r, i) => ({
    rank: i + 1,
    nickname: mask(r.nickname),
    avatar: null,
    amount: new Big(r.amount).toFixed(2),
  }));
}

export async function updateUser(
  ctx: AppContext,
  user: UserRow,
  patch: {
    lang?: string;
    nickname?: string;
    avatar?: string | null;
    theme?: 'system' | 'light' | 'dark';
    reverseColor?: boolean;
    noticePopup?: boolean;
  },
) {
  if (patch.lang !== undefined) {
    const [lang] = await ctx.db
      .select()
      .from(t.languages)
      .where(eq(t.languages.langCode, patch.lang));
    if (!lang)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Unknown language', {
        lang: 'validation.lang.unknown',
      });
  }
  const set: Partial<typeof t.users.$inferInsert> = {};
  if (patch.lang !== undefined) set.lang = patch.lang;
  if (patch.nickname !== undefined) set.nickname = patch.nickname;
  if (patch.avatar !== undefined) set.avatar = patch.avatar;
  if (patch.theme !== undefined) set.theme = patch.theme;
  if (patch.reverseColor !== undefined) set.reverseColor = patch.reverseColor;
  if (patch.noticePopup !== undefined) set.noticePopup = patch.noticePopup;
  return ctx.kernel.tx(async (tx, emit) => {
    const [updated] = await tx.update(t.users).set(set).where(eq(t.users.id, user.id)).returning();
    const info = await userInfo(tx, updated!);
    await emit(userEvent(user.id, 'userInfo', info));
    return { user: updated!, info };
  });
}

export const settingsOf = (user: UserRow) => ({
  lang: user.lang,
  theme: user.theme as 'system' | 'light' | 'dark',
  reverseColor: user.reverseColor,
  noticePopup: user.noticePopup,
});

/**
 * An operator's credit to a user's available balance (tests, support): a ledger entry `admin_adjust`
 * with the operator's reference, once per reference and user; the user's connections get the new money.
 */
export async function creditUser(
  ctx: AppContext,
  userId: number,
  input: { amount: string; reference: string; currency?: string },
) {
  await reloadUser(ctx.db, userId);
  const currency = input.currency ?? 'USDT';
  return ctx.kernel.tx(async (tx, emit) => {
    // Locked first: two credits with one reference cannot both find it unused.
    await lockBalance(tx, userId, 'USDT');
    const reference = `operator:${input.reference}`;
    const [done] = await tx
      .select({ id: t.ledgerEntries.id })
      .from(t.ledgerEntries)
      .where(
        and(
          eq(t.ledgerEntries.userId, userId),
          eq(t.ledgerEntries.kind, 'admin_adjust'),
          eq(t.ledgerEntries.reference, reference),
        ),
      )
      .limit(1);
    if (!done) {
      await credit(tx, {
        userId,
        currency,
        amount: input.amount,
        kind: 'admin_adjust',
        reference,
      });
    }
    const money = await userMoney(tx, userId);
    if (!done) await emit(userEvent(userId, 'userMoney', money));
    return money;
  });
}

/**
 * Resets a demo account: `endOrders` first ends its open orders in the same transaction (the trade
 * module's; the route composes the two), then available is set back to the starting balance.
 */
export async function resetDemo(
  ctx: AppContext,
  user: UserRow,
  endOrders: (tx: Tx, emit: (event: OutboxEvent) => Promise<void>) => Promise<void> = async () =>
    undefined,
) {
  if (!user.isDemo)
    throw new AppError(ErrorCode.NOT_DEMO_ACCOUNT, 'Only a demo account can be reset');
  return ctx.kernel.tx(async (tx, emit) => {
    // The row stays locked until commit: two resets at once cannot both post the same difference.
    await lockBalance(tx, user.id, 'USDT');
    await endOrders(tx, emit);
    const balance = await lockBalance(tx, user.id, 'USDT');
    const delta = new Big(DEMO_ACCOUNT_BALANCE).minus(balance.available);
    const movement = { userId: user.id, currency: 'USDT', kind: 'demo_reset', reference: 'reset' };
    if (delta.gt(0)) await credit(tx, { ...movement, amount: delta.toFixed() });
    if (delta.lt(0)) await debit(tx, { ...movement, amount: delta.abs().toFixed() });
    const money = moneyView({ available: DEMO_ACCOUNT_BALANCE, frozen: balance.frozen });
    await emit(userEvent(user.id, 'userMoney', money));
    return money;
  });
}

/**
 * "Try the demo": a new demo account of a visitor's own, granted the starting balance through the
 * ledger in the same transaction that creates it (as the seeded demo account is). It has no password
 * (`!` is no argon2 hash, as a guest's) and no contact details: the session the caller issues for it
 * is its only way in. Being `isDemo`, every demo rule holds for it (no deposits or withdrawals, reset).
 */
export async function createDemoAccount(ctx: AppContext): Promise<UserRow> {
  const suffix = randomBytes(6).toString('hex');
  return ctx.kernel.tx(async (tx) => {
    const [user] = await tx
      .insert(t.users)
      .values({
        username: `demo_${suffix}`,
        nickname: 'Demo',
        passwordHash: '!',
        inviteCode: `D${suffix.toUpperCase()}`,
        isDemo: true,
      })
      .returning();
    await credit(tx, {
      userId: user!.id,
      currency: 'USDT',
      amount: DEMO_ACCOUNT_BALANCE,
      kind: 'demo_grant',
      reference: 'start',
    });
    return user!;
  });
}

const RANGE_DAYS: Record<string, number> = { week: 7, month: 30, threeMonths: 90 };
type BillType = Schema<'Bill'>['type'];
/** The contract's bill types, one list with the app's type filter. */
const billTypes = new Set<BillType>(BILL_TYPES);

/** Ledger kinds that are not bill types of the contract are shown as admin adjustments. */
const billTypeOf = (kind: string): BillType =>
  billTypes.has(kind as BillType) ? (kind as BillType) : 'admin_adjust';

/** Readable names of the ledger kinds, for the bill's remark. */
const KIND_LABELS: Record<string, string> = {
  recharge: 'Deposit',
  withdraw: 'Withdrawal',
  withdraw_refund: 'Withdrawal returned',
  order_margin: 'Order margin',
  order_profit: 'Order profit',
  order_fee: 'Order fee',
  exchange: 'Exchange',
  admin_adjust: 'Adjustment',
  demo_grant: 'Demo grant',
  demo_reset: 'Demo reset',
};

/** "Withdrawal · frozen · W0000000001" (the kind's name, the bucket when not available, the reference). */
function billRemark(r: {
  kind: string;
  bucket: string;
  currency: string;
  reference: string | null;
}) {
  const parts = [KIND_LABELS[r.kind] ?? r.kind.replace(/_/g, ' ')];
  if (r.currency !== 'USDT') parts.push(r.currency);
  if (r.bucket !== 'available') parts.push(r.bucket);
  if (r.reference) parts.push(r.reference);
  return parts.join(' · ');
}

export async function listBills(
  ctx: AppContext,
  userId: number,
  q: {
    page?: number;
    limit?: number;
    type?: string;
    shortcut?: string;
    startTime?: string;
    endTime?: string;
  },
) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const conditions = [eq(t.ledgerEntries.userId, userId)];
  if (q.type) {
    conditions.push(
      q.type === 'admin_adjust'
        ? sql`${t.ledgerEntries.kind} NOT IN (${sql.join(
            [...billTypes].filter((b) => b !== 'admin_adjust').map((b) => sql`${b}`),
            sql`, `,
          )})`
        : eq(t.ledgerEntries.kind, q.type),
    );
  }
  if (q.shortcut)
    conditions.push(
      sql`${t.ledgerEntries.createdAt} >= now() - make_interval(days => ${RANGE_DAYS[q.shortcut] ?? 7})`,
    );
  if (q.startTime)
    conditions.push(sql`${t.ledgerEntries.createdAt} >= ${q.startTime}::timestamptz`);
  if (q.endTime) conditions.push(sql`${t.ledgerEntries.createdAt} <= ${q.endTime}::timestamptz`);
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(t.ledgerEntries).where(where);
  const rows = await ctx.db
    .select()
    .from(t.ledgerEntries)
    .where(where)
    .orderBy(desc(t.ledgerEntries.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: billTypeOf(r.kind),
      // At the ledger's precision: rounding to cents showed a 0.001 BTC leg as "-0.00".
      amount: new Big(r.amount).toFixed(),
      balanceAfter: new Big(r.balanceAfter).toFixed(),
      currency: r.currency,
      remark: billRemark(r),
      createdAt: iso(r.createdAt),
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
