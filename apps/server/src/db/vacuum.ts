import { sql } from 'drizzle-orm';
import type { Db } from './database';

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
