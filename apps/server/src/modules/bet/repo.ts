import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import * as t from '../../db/schema';
import type { Reader, Tx } from '../../kernel/tx';

/** This module's SQL: configuration, periods with their boundary prices, bets. */

export type CoinRow = typeof t.betCoins.$inferSelect;
export type PeriodRow = typeof t.betPeriods.$inferSelect;
export type BetRow = typeof t.bets.$inferSelect;

export const coinTypes = (db: Reader) =>
  db.select().from(t.betCoinTypes).orderBy(asc(t.betCoinTypes.sort));

export const coins = (db: Reader) =>
  db.select().from(t.betCoins).orderBy(asc(t.betCoins.sort), asc(t.betCoins.id));

export async function coin(db: Reader, id: number): Promise<CoinRow | undefined> {
  const [row] = await db.select().from(t.betCoins).where(eq(t.betCoins.id, id));
  return row;
}

/** The period of `coinId` starting at `startMs`, created when missing (any instance may). */
export async function ensurePeriod(
  db: Reader,
  coinId: number,
  window: { startMs: number; endMs: number },
): Promise<PeriodRow> {
  await db
    .insert(t.betPeriods)
    .values({ coinId, startMs: window.startMs, endMs: window.endMs })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(t.betPeriods)
    .where(and(eq(t.betPeriods.coinId, coinId), eq(t.betPeriods.startMs, window.startMs)));
  return row!;
}

export async function period(db: Reader, id: number): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(t.betPeriods).where(eq(t.betPeriods.id, id));
  return row;
}

/**
 * Locks a period for the rest of the transaction if it is (still) in `status`. Waits for a lock another
 * transaction holds (no skip locked): once that one commits the status is read again, so a settlement
 * pass returns only after a period another process was settling is settled, not while it still is.
 */
export async function lockPeriod(
  tx: Tx,
  id: number,
  status: string,
  mode: 'update' | 'share',
): Promise<PeriodRow | undefined> {
  const q = tx
    .select()
    .from(t.betPeriods)
    .where(and(eq(t.betPeriods.id, id), eq(t.betPeriods.status, status)));
  const [row] = await (mode === 'update' ? q.for('update') : q.for('share'));
  return row;
}

/** Open periods of a coin that started by `now` and lack a boundary price. */
export const periodsToRecord = (db: Reader, coinId: number, now: number) =>
  db
    .select()
    .from(t.betPeriods)
    .where(
      and(
        eq(t.betPeriods.coinId, coinId),
        eq(t.betPeriods.status, 'open'),
        sql`${t.betPeriods.startMs} <= ${now}`,
        sql`(${t.betPeriods.openPrice} IS NULL OR ${t.betPeriods.endMs} < ${now})`,
      ),
    )
    .orderBy(asc(t.betPeriods.startMs));

export async function setOpenPrice(db: Reader, id: number, price: string): Promise<void> {
  await db
    .update(t.betPeriods)
    .set({ openPrice: price })
    .where(and(eq(t.betPeriods.id, id), sql`${t.betPeriods.openPrice} IS NULL`));
}

/** An ended open period → settling with its close price (null: the feed did not record it). */
export async function closePeriod(
  db: Reader,
  id: number,
  prices: { open: string | null; close: string | null },
): Promise<void> {
  await db
    .update(t.betPeriods)
    .set({
      openPrice: sql`COALESCE(${t.betPeriods.openPrice}, ${prices.open}::numeric)`,
      closePrice: prices.close,
      status: 'settling',
    })
    .where(and(eq(t.betPeriods.id, id), eq(t.betPeriods.status, 'open')));
}

/** Ids of periods waiting for settlement, oldest first. */
export async function settlingIds(db: Reader): Promise<number[]> {
  const rows = await db
    .select({ id: t.betPeriods.id })
    .from(t.betPeriods)
    .where(eq(t.betPeriods.status, 'settling'))
    .orderBy(asc(t.betPeriods.endMs));
  return rows.map((r) => r.id);
}

export const openBetsOf = (tx: Tx, periodId: number) =>
  tx
    .select()
    .from(t.bets)
    .where(and(eq(t.bets.periodId, periodId), eq(t.bets.status, 'in_progress')))
    .orderBy(asc(t.bets.id))
    .for('update');

export async function insertBet(tx: Tx, row: typeof t.bets.$inferInsert): Promise<BetRow> {
  const [inserted] = await tx.insert(t.bets).values(row).returning();
  return inserted!;
}

export async function completeBet(
  tx: Tx,
  id: number,
  values: { result: string; payout: string; settledAt: Date },
): Promise<BetRow> {
  const [row] = await tx
    .update(t.bets)
    .set({ ...values, status: 'completed' })
    .where(and(eq(t.bets.id, id), eq(t.bets.status, 'in_progress')))
    .returning();
  return row!;
}

export async function markSettled(
  tx: Tx,
  id: number,
  result: string | null,
  at: Date,
): Promise<void> {
  await tx
    .update(t.betPeriods)
    .set({ status: 'settled', result, settledAt: at })
    .where(eq(t.betPeriods.id, id));
}

/** The last settled periods of a coin, newest first. */
export const settledPeriods = (db: Reader, coinId: number, limit: number) =>
  db
    .select()
    .from(t.betPeriods)
    .where(and(eq(t.betPeriods.coinId, coinId), eq(t.betPeriods.status, 'settled')))
    .orderBy(desc(t.betPeriods.startMs))
    .limit(limit);

export async function unsettledCount(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.bets)
    .where(and(eq(t.bets.userId, userId), eq(t.bets.status, 'in_progress')));
  return row?.n ?? 0;
}

/** A user's bets with their periods and coins, newest first. */
export async function pageOfBets(
  db: Reader,
  filter: { userId: number; status?: string | undefined; coinId?: number | undefined },
  page: { page: number; limit: number },
) {
  const where: SQL[] = [eq(t.bets.userId, filter.userId)];
  if (filter.status) where.push(eq(t.bets.status, filter.status));
  if (filter.coinId !== undefined) where.push(eq(t.bets.coinId, filter.coinId));
  const [total] = await db
    .select({ n: count() })
    .from(t.bets)
    .where(and(...where));
  const rows = await db
    .select({ bet: t.bets, period: t.betPeriods, coin: t.betCoins })
    .from(t.bets)
    .innerJoin(t.betPeriods, eq(t.betPeriods.id, t.bets.periodId))
    .innerJoin(t.betCoins, eq(t.betCoins.id, t.bets.coinId))
    .where(and(...where))
    .orderBy(desc(t.bets.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Bets settled since `since` (ms) and how many of them lost. */
export async function lossCounts(db: Reader, since: number) {
  const [row] = await queryRows<{ lost: string; settled: string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE result = 'lose')::text AS lost, count(*)::text AS settled
        FROM bets WHERE status = 'completed' AND settled_at >= ${new Date(since).toISOString()}::timestamptz`,
  );
  return { lost: Number(row?.lost ?? 0), settled: Number(row?.settled ?? 0) };
}
