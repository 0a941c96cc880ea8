import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './database';

/**
 * The tables whose rows are updated or deleted all day: sessions, rate-limit hits and idempotency
 * records come and go with requests, balances and holds change with every order, the outbox marks
 * each event published, the scheduler rewrites its jobs and leases every second, the engine its
 * marks on every tick.
 */
export const CHURNING_TABLES = [
  'outbox',
  'idempotency_records',
  'idempotent_tokens',
  'sessions',
  'rate_limit_hits',
  'captcha_answers',
  'balances',
  'ledger_holds',
  'orders',
  'trade_marks',
  'bets',
  'bet_periods',
  'kline_history',
  'jobs',
  'leases',
  'job_runs',
] as const;

/**
 * VACUUM of the churning tables. PGlite runs PostgreSQL as one process, without autovacuum's
 * background workers, so nothing else removes the old versions of changed rows and their index
 * entries: a scan then reads every version a table ever had (the outbox's claim of unpublished
 * events read every event ever published, and slowed down with each order). On PostgreSQL
 * autovacuum does this too; running it there as well is harmless (it takes no lock that blocks
 * reads or writes).
 */
export async function vacuumChurningTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`VACUUM ${CHURNING_TABLES.join(', ')}`));
}

/**
 * The statistics target of `analyzeChangedTables` (PostgreSQL's default is 100): it samples 300 rows
 * per unit, 3,000 here, so an ANALYZE of a large table blocks PGlite for a few milliseconds, not a
 * quarter of a second for the whole database.
 */
export const ANALYZE_STATISTICS_TARGET = 10;

/**
 * ANALYZE of the tables autovacuum would analyze now: more rows changed since their last ANALYZE than
 * 50 and a tenth of the table (its default threshold). PGlite never analyzes on its own, so the planner
 * knows nothing of the data and picks among indexes by their size: the engine's exit candidates
 * walked every open position through the open-orders index (3 ms a tick at 6,000 positions, linear
 * in them) instead of the exit-band index it was built for (0.2 ms). Returns the tables analyzed.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // A backend sends its counts of changed rows to the shared statistics at most once a second: the
  // last second's changes would be counted after this ANALYZE, not before, and trigger the next one
  // (PGlite's one backend is the one that made them; on PostgreSQL other connections flush on their
  // own within the second).
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_stat_user_tables
        WHERE n_mod_since_analyze > 50 + 0.1 * n_live_tup ORDER BY relname`,
  );
  if (rows.length === 0) return [];
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL default_statistics_target = ${ANALYZE_STATISTICS_TARGET}`));
    await tx.execute(
      sql.raw(`ANALYZE ${rows.map((r) => `"${r.name.replace(/"/g, '""')}"`).join(', ')}`),
    );
  });
  return rows.map((r) => r.name);
}
