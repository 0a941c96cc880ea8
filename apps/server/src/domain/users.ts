import Big from 'big.js';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { postLedgerEntries } from '../db/ledger';
import * as t from '../db/schema';
import { DEMO_ACCOUNT_BALANCE } from '../db/seedData';
import { ApiError, ErrorCode } from '../http/errors';
import { logError } from '../http/redact';
import { destinations, type UserTopicName } from '../stomp/destinations';
import type { UserRow } from './auth';
import type { AppContext } from './context';

const iso = (d: Date) => d.toISOString();

/** Body of the refresh topics (`StompSignal`). */
export const signal = () => JSON.stringify({ time: new Date().toISOString() });

export function publishToUser(
  ctx: AppContext,
  userId: number,
  topic: UserTopicName,
  body: unknown,
) {
  ctx.broker.publish(destinations.userOf(userId, topic), JSON.stringify(body));
}

type Verification = 'to_be_certified' | 'under_review' | 'certified' | 'rejected';
const verificationStatus: Record<string, Verification> = {
  review: 'under_review',
  passed: 'certified',
  rejected: 'rejected',
};

async function latestVerification(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(t.identityVerifications)
    .where(eq(t.identityVerifications.userId, userId))
    .orderBy(desc(t.identityVerifications.id))
    .limit(1);
  return row ?? null;
}

export async function userInfo(ctx: AppContext, user: UserRow) {
  const [level] = await ctx.db.select().from(t.levels).where(eq(t.levels.level, user.level));
  const verification = await latestVerification(ctx, user.id);
  return {
    id: user.id,
    role: user.role === 'guest' ? 'guest' : user.isDemo ? 'demo' : 'user',
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    areaCode: user.areaCode,
    phone: user.phone,
    avatar: user.avatar,
    code: user.inviteCode,
    isLoginPop: user.isLoginPop === 1 ? 1 : 0,
    lang: user.lang,
    levelId: user.level,
    levelName: level?.name ?? `VIP ${user.level}`,
    creditScore: user.creditScore,
    verificationStatus: verification ? verificationStatus[verification.status]! : 'to_be_certified',
    hasWithdrawalPassword: user.withdrawPasswordHash !== null,
    createdAt: iso(user.createdAt),
  };
}

/** Money read from the balances the ledger maintains. */
export async function userMoney(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ available: t.balances.available, frozen: t.balances.frozen })
    .from(t.balances)
    .where(and(eq(t.balances.userId, userId), eq(t.balances.currency, 'USDT')));
  const available = new Big(row?.available ?? '0');
  const frozen = new Big(row?.frozen ?? '0');
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

export async function reloadUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) throw new ApiError(ErrorCode.NOT_FOUND, 'No such user', 404);
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

const mask = (name: string) =>
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
    avatar?: string;
    theme?: string;
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
      throw new ApiError(ErrorCode.VALIDATION_FAILED, 'Unknown language', 200, {
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
  const [updated] = await ctx.db
    .update(t.users)
    .set(set)
    .where(eq(t.users.id, user.id))
    .returning();
  const info = await userInfo(ctx, updated!);
  publishToUser(ctx, user.id, 'userInfo', info);
  return { user: updated!, info };
}

export const settingsOf = (user: UserRow) => ({
  lang: user.lang,
  theme: user.theme as 'system' | 'light' | 'dark',
  reverseColor: user.reverseColor,
  noticePopup: user.noticePopup,
});

export async function resetDemo(ctx: AppContext, user: UserRow) {
  if (!user.isDemo)
    throw new ApiError(ErrorCode.NOT_DEMO_ACCOUNT, 'Only a demo account can be reset');
  const current = await userMoney(ctx, user.id);
  const [row] = await ctx.db
    .select({ available: t.balances.available })
    .from(t.balances)
    .where(and(eq(t.balances.userId, user.id), eq(t.balances.currency, 'USDT')));
  const delta = new Big(DEMO_ACCOUNT_BALANCE).minus(row?.available ?? current.available);
  if (!delta.eq(0)) {
    await postLedgerEntries(ctx.db, [
      {
        userId: user.id,
        currency: 'USDT',
        amount: delta.toFixed(),
        kind: 'demo_reset',
        reference: 'reset',
      },
    ]);
  }
  const money = await userMoney(ctx, user.id);
  publishToUser(ctx, user.id, 'userMoney', money);
  return money;
}

const RANGE_DAYS: Record<string, number> = { week: 7, month: 30, threeMonths: 90 };
const billTypes = new Set([
  'recharge',
  'withdraw',
  'withdraw_refund',
  'order_margin',
  'order_profit',
  'order_fee',
  'bet',
  'bet_payout',
  'loan',
  'loan_repay',
  'wealth_buy',
  'wealth_income',
  'wealth_redeem',
  'mining_lock',
  'mining_income',
  'mining_unlock',
  'smart_subscribe',
  'smart_income',
  'smart_refund',
  'lottery_prize',
  'presale_subscribe',
  'exchange',
  'invite_reward',
  'level_upgrade',
  'admin_adjust',
  'demo_reset',
]);

/** Ledger kinds that are not bill types of the contract are shown as admin adjustments. */
const billTypeOf = (kind: string) => (billTypes.has(kind) ? kind : 'admin_adjust');

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
      amount: new Big(r.amount).toFixed(2),
      balanceAfter: new Big(r.balanceAfter).toFixed(2),
      remark: r.kind,
      createdAt: iso(r.createdAt),
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}

// ---- notices and in-site messages (one table: a notice to everyone has no user id) ----

const visibleTo = (userId: number) => or(isNull(t.notices.userId), eq(t.notices.userId, userId));

async function noticeRows(
  ctx: AppContext,
  userId: number,
  onlyUnread: boolean,
  limit: number,
  offset: number,
) {
  return queryRows<{
    id: number;
    userId: number | null;
    title: string;
    subTitle: string;
    description: string;
    read: boolean;
    createdAt: Date | string;
  }>(
    ctx.db,
    sql`SELECT n.id, n.user_id AS "userId", n.title, n.sub_title AS "subTitle", n.description,
          (r.notice_id IS NOT NULL) AS read, n.created_at AS "createdAt"
        FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ${userId}
        WHERE (n.user_id IS NULL OR n.user_id = ${userId}) ${onlyUnread ? sql`AND r.notice_id IS NULL` : sql``}
        ORDER BY n.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

const toNotice = (r: Awaited<ReturnType<typeof noticeRows>>[number]) => ({
  id: r.id,
  userId: r.userId,
  title: r.title,
  subTitle: r.subTitle,
  description: r.description,
  read: r.read,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM notices n
        WHERE (n.user_id IS NULL OR n.user_id = ${userId})
          AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ${userId})`,
  );
  return Number(row?.n ?? 0);
}

export async function latestUnreadNotice(ctx: AppContext, userId: number) {
  const [row] = await noticeRows(ctx, userId, true, 1, 0);
  return row ? toNotice(row) : null;
}

/** For guests: the newest notice addressed to everyone (read state is not kept for guests). */
export async function latestSiteNotice(ctx: AppContext) {
  const [row] = await ctx.db
    .select()
    .from(t.notices)
    .where(isNull(t.notices.userId))
    .orderBy(desc(t.notices.id))
    .limit(1);
  return row
    ? {
        id: row.id,
        userId: null,
        title: row.title,
        subTitle: row.subTitle,
        description: row.description,
        read: false,
        createdAt: iso(row.createdAt),
      }
    : null;
}

export async function listNotices(ctx: AppContext, userId: number, page: number, limit: number) {
  const [total] = await ctx.db.select({ n: count() }).from(t.notices).where(visibleTo(userId));
  const rows = await noticeRows(ctx, userId, false, limit, (page - 1) * limit);
  return { list: rows.map(toNotice), total: total?.n ?? 0, page, limit };
}

export async function noticeInfo(ctx: AppContext, userId: number, id: number) {
  const rows = await queryRows<Parameters<typeof toNotice>[0]>(
    ctx.db,
    sql`SELECT n.id, n.user_id AS "userId", n.title, n.sub_title AS "subTitle", n.description,
          (r.notice_id IS NOT NULL) AS read, n.created_at AS "createdAt"
        FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ${userId}
        WHERE n.id = ${id} AND (n.user_id IS NULL OR n.user_id = ${userId})`,
  );
  if (!rows[0]) throw new ApiError(ErrorCode.NOT_FOUND, 'No such message', 200);
  return toNotice(rows[0]);
}

export async function markRead(ctx: AppContext, userId: number, id: number) {
  await noticeInfo(ctx, userId, id);
  const inserted = await ctx.db
    .insert(t.noticeReads)
    .values({ noticeId: id, userId })
    .onConflictDoNothing()
    .returning({ id: t.noticeReads.noticeId });
  await ctx.db.update(t.users).set({ isLoginPop: 0 }).where(eq(t.users.id, userId));
  if (inserted.length > 0) publishToUser(ctx, userId, 'noticeNum', { count: -1 });
}

/** Creates a notice (operator action) and tells the affected connections. */
export async function createNotice(
  ctx: AppContext,
  input: { userId: number | null; title: string; subTitle?: string; description: string },
) {
  const [row] = await ctx.db
    .insert(t.notices)
    .values({
      userId: input.userId,
      title: input.title,
      subTitle: input.subTitle ?? '',
      description: input.description,
    })
    .returning();
  if (input.userId === null) {
    ctx.broker.publish(destinations.refreshNotice, signal());
  } else {
    const notice = {
      id: row!.id,
      userId: row!.userId,
      title: row!.title,
      subTitle: row!.subTitle,
      description: row!.description,
      read: false,
      createdAt: iso(row!.createdAt),
    };
    // The newNotice topic itself adds 1 to the unread count (contract); a noticeNum message as well
    // would count the notice twice.
    publishToUser(ctx, input.userId, 'newNotice', notice);
  }
  return row!;
}

// ---- identity verification ----

const maskMiddle = (v: string) =>
  v.length <= 4
    ? `${v[0] ?? ''}***`
    : `${v.slice(0, 2)}${'*'.repeat(Math.min(8, v.length - 4))}${v.slice(-2)}`;

export async function realNameInfo(ctx: AppContext, userId: number) {
  const row = await latestVerification(ctx, userId);
  if (!row) {
    return {
      status: 'to_be_certified' as Verification,
      realName: null,
      idNumber: null,
      documentType: null,
      rejectReason: null,
      submittedAt: null,
    };
  }
  return {
    status: verificationStatus[row.status]!,
    realName: maskMiddle(row.realName),
    idNumber: maskMiddle(row.idNumber),
    documentType: row.documentType,
    rejectReason: row.reason,
    submittedAt: iso(row.submittedAt),
  };
}

export async function commitRealName(
  ctx: AppContext,
  user: UserRow,
  input: {
    realName: string;
    idNumber: string;
    documentType: string;
    frontImage: string;
    backImage: string;
    handImage: string;
  },
) {
  const latest = await latestVerification(ctx, user.id);
  if (latest && latest.status !== 'rejected') {
    throw new ApiError(
      ErrorCode.VERIFICATION_PENDING,
      'Identity already under review or certified',
    );
  }
  const [row] = await ctx.db
    .insert(t.identityVerifications)
    .values({ userId: user.id, ...input })
    .returning({ id: t.identityVerifications.id });
  if (ctx.autoApproveMs !== null) {
    const timer = setTimeout(() => {
      ctx.timers.delete(timer);
      // Already reviewed by the operator: nothing left to approve.
      void reviewRealName(ctx, row!.id, 'passed', null).catch((error: unknown) =>
        error instanceof ApiError && error.code === ErrorCode.NOT_FOUND
          ? undefined
          : logError('auto-approve failed', error),
      );
    }, ctx.autoApproveMs);
    ctx.timers.add(timer);
  }
  publishToUser(ctx, user.id, 'userInfo', await userInfo(ctx, user));
  return realNameInfo(ctx, user.id);
}

/** Operator review (endpoint or CLI) and the optional auto-approval both end here. */
export async function reviewRealName(
  ctx: AppContext,
  id: number,
  decision: 'passed' | 'rejected',
  reason: string | null,
) {
  const [row] = await ctx.db
    .update(t.identityVerifications)
    .set({
      status: decision,
      reason: decision === 'rejected' ? (reason ?? 'Rejected') : null,
      reviewedAt: new Date(),
    })
    .where(and(eq(t.identityVerifications.id, id), eq(t.identityVerifications.status, 'review')))
    .returning();
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, 'No submission under review with that id', 404);
  const user = await reloadUser(ctx, row.userId);
  publishToUser(ctx, user.id, 'userInfo', await userInfo(ctx, user));
  return row;
}

export async function inviteInfo(
  ctx: AppContext,
  user: UserRow,
  frontDomain: string,
  maxReward: string,
) {
  const [invitees] = await ctx.db
    .select({ n: count() })
    .from(t.users)
    .where(eq(t.users.inviterId, user.id));
  const [reward] = await queryRows<{ total: string }>(
    ctx.db,
    sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entries WHERE user_id = ${user.id} AND kind = 'invite_reward'`,
  );
  return {
    code: user.inviteCode,
    url: `${frontDomain.replace(/\/$/, '')}/m/register?codeNumber=${encodeURIComponent(user.inviteCode)}`,
    maxReward: new Big(maxReward).toFixed(),
    totalReward: new Big(reward?.total ?? '0').toFixed(2),
    inviteeCount: invitees?.n ?? 0,
  };
}

export async function listInvitees(ctx: AppContext, user: UserRow, page: number, limit: number) {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(t.users)
    .where(eq(t.users.inviterId, user.id));
  const rows = await queryRows<{
    id: number;
    nickname: string;
    createdAt: string | Date;
    verified: boolean;
  }>(
    ctx.db,
    sql`SELECT u.id, u.nickname, u.created_at AS "createdAt",
          EXISTS (SELECT 1 FROM identity_verifications v WHERE v.user_id = u.id AND v.status = 'passed') AS verified
        FROM users u WHERE u.inviter_id = ${user.id} ORDER BY u.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: mask(r.nickname),
      registeredAt: new Date(r.createdAt).toISOString(),
      verified: r.verified,
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
