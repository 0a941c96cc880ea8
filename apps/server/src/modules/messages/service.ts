import { count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import * as t from '../../db/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import { signalEvent, userEvent } from '../../realtime/events';

/** In-site messages and notices (one table: a notice to everyone has no user id). */
const iso = (d: Date) => d.toISOString();

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
  if (!rows[0]) throw new AppError(ErrorCode.NOT_FOUND, 'No such message');
  return toNotice(rows[0]);
}

export async function markRead(ctx: AppContext, userId: number, id: number) {
  await noticeInfo(ctx, userId, id);
  await ctx.kernel.tx(async (tx, emit) => {
    const inserted = await tx
      .insert(t.noticeReads)
      .values({ noticeId: id, userId })
      .onConflictDoNothing()
      .returning({ id: t.noticeReads.noticeId });
    await tx.update(t.users).set({ isLoginPop: 0 }).where(eq(t.users.id, userId));
    if (inserted.length > 0) await emit(userEvent(userId, 'noticeNum', { count: -1 }));
  });
}

/** Creates a notice (operator action) and tells the affected connections. */
export async function createNotice(
  ctx: AppContext,
  input: { userId: number | null; title: string; subTitle?: string; description: string },
) {
  return ctx.kernel.tx(async (tx, emit) => {
    const [row] = await tx
      .insert(t.notices)
      .values({
        userId: input.userId,
        title: input.title,
        subTitle: input.subTitle ?? '',
        description: input.description,
      })
      .returning();
    const notice = {
      id: row!.id,
      userId: row!.userId,
      title: row!.title,
      subTitle: row!.subTitle,
      description: row!.description,
      read: false,
      createdAt: iso(row!.createdAt),
    };
    if (input.userId === null) {
      await emit(signalEvent('refreshNotice', ctx.kernel.clock.now()));
    } else {
      // The newNotice topic itself adds 1 to the unread count (contract); a noticeNum message as
      // well would count the notice twice.
      await emit(userEvent(input.userId, 'newNotice', notice));
    }
    return notice;
  });
}
