import { and, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import * as t from '../../db/schema';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from '../../kernel/tx';

/** The wallet module's SQL: withdrawal accounts and withdrawals. */

export type AccountRow = typeof t.withdrawalAccounts.$inferSelect;
export type WithdrawalRow = typeof t.withdrawals.$inferSelect;
export type WithdrawalStatus = 'processing' | 'success' | 'failure';

export async function accountsOf(reader: Reader, userId: number): Promise<AccountRow[]> {
  return reader
    .select()
    .from(t.withdrawalAccounts)
    .where(and(eq(t.withdrawalAccounts.userId, userId), isNull(t.withdrawalAccounts.deletedAt)))
    .orderBy(desc(t.withdrawalAccounts.id));
}

export async function accountOf(
  reader: Reader,
  userId: number,
  id: number,
): Promise<AccountRow | undefined> {
  const [row] = await reader
    .select()
    .from(t.withdrawalAccounts)
    .where(
      and(
        eq(t.withdrawalAccounts.id, id),
        eq(t.withdrawalAccounts.userId, userId),
        isNull(t.withdrawalAccounts.deletedAt),
      ),
    );
  return row;
}

export async function insertAccount(
  tx: Tx,
  row: typeof t.withdrawalAccounts.$inferInsert,
): Promise<AccountRow> {
  const [inserted] = await tx.insert(t.withdrawalAccounts).values(row).returning();
  return inserted!;
}

/** Marks an account deleted; false when the user has no such account. */
export async function deleteAccount(tx: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(t.withdrawalAccounts)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(t.withdrawalAccounts.id, id),
        eq(t.withdrawalAccounts.userId, userId),
        isNull(t.withdrawalAccounts.deletedAt),
      ),
    )
    .returning({ id: t.withdrawalAccounts.id });
  return rows.length > 0;
}

export async function nextWithdrawalId(tx: Tx): Promise<{ id: number; orderNo: string }> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`,
  );
  const id = Number(row!.id);
  return { id, orderNo: `W${String(id).padStart(10, '0')}` };
}

export async function insertWithdrawal(
  tx: Tx,
  row: typeof t.withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [inserted] = await tx.insert(t.withdrawals).values(row).returning();
  return inserted!;
}

/** Withdrawals the user submitted since `since` that count against the day (not cancelled or rejected). */
export async function countSince(reader: Reader, userId: number, since: Date): Promise<number> {
  const [row] = await reader
    .select({ n: count() })
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.userId, userId),
        gte(t.withdrawals.createdAt, since),
        sql`${t.withdrawals.status} IN ('processing', 'success')`,
      ),
    );
  return row?.n ?? 0;
}

/** Locks a withdrawal row (the claim of a review or a cancel). */
export async function lockWithdrawal(
  tx: Tx,
  id: number,
  userId?: number,
): Promise<WithdrawalRow | undefined> {
  const where = [eq(t.withdrawals.id, id)];
  if (userId !== undefined) where.push(eq(t.withdrawals.userId, userId));
  const [row] = await tx
    .select()
    .from(t.withdrawals)
    .where(and(...where))
    .for('update');
  return row;
}

export async function finishWithdrawal(
  tx: Tx,
  id: number,
  status: Exclude<WithdrawalStatus, 'processing'>,
  reason: string | null,
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(t.withdrawals)
    .set({ status, rejectReason: reason, reviewedAt: sql`now()` })
    .where(and(eq(t.withdrawals.id, id), eq(t.withdrawals.status, 'processing')))
    .returning();
  return row!;
}

const SHORTCUT_DAYS: Record<string, number> = { week: 7, month: 30, threeMonths: 90 };

/** The filters of a deposit or withdrawal list (`FundsRecordListRequest`). */
export interface RecordFilter {
  status?: string;
  shortcut?: string;
  startTime?: string;
  endTime?: string;
}

/** Conditions of a record list: its status, the shortcut's last N days before `now`, a date range. */
export function recordConditions(
  table: { status: PgColumn; createdAt: PgColumn },
  f: RecordFilter,
  now: number,
): SQL[] {
  const where: SQL[] = [];
  if (f.status) where.push(eq(table.status, f.status));
  if (f.shortcut) {
    const days = SHORTCUT_DAYS[f.shortcut] ?? 7;
    where.push(gte(table.createdAt, new Date(now - days * 86_400_000)));
  }
  if (f.startTime) where.push(gte(table.createdAt, new Date(f.startTime)));
  if (f.endTime) where.push(lte(table.createdAt, new Date(f.endTime)));
  return where;
}

export async function listWithdrawals(
  reader: Reader,
  userId: number,
  q: { page: number; limit: number; filter: RecordFilter; now: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const cond = and(
    eq(t.withdrawals.userId, userId),
    ...recordConditions(t.withdrawals, q.filter, q.now),
  );
  const [total] = await reader.select({ n: count() }).from(t.withdrawals).where(cond);
  const rows = await reader
    .select()
    .from(t.withdrawals)
    .where(cond)
    .orderBy(desc(t.withdrawals.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { rows, total: total?.n ?? 0 };
}
