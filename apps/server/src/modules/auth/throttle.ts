import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { AppError, ErrorCode } from '../../kernel/errors';

/**
 * Fixed-window counters in the database (`rate_limit_hits`), so that every instance on one database
 * counts together and a restart forgets nothing. A bucket's window starts with its first hit.
 */

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Counter {
  count: number;
  /** Whole seconds until the window ends (at least 1 while it is open). */
  retryAfterS: number;
}

/** Expired rows are deleted by the first write after this long (per process; any instance may do it). */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/** Deletes expired counters and captcha answers; cheap (both tables are indexed on the expiry). */
export async function sweepExpired(db: Db, force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at <= now()`);
  await db.execute(sql`DELETE FROM captcha_answers WHERE expires_at <= now()`);
}

const ms = (value: number) => sql`(${Math.round(value)}::integer * interval '1 millisecond')`;

/** Adds one to the bucket (opening a new window if the last one ended) and returns the new count. */
export async function hit(db: Db, bucket: string, windowMs: number): Promise<Counter> {
  await sweepExpired(db);
  const [row] = await queryRows<Counter>(
    db,
    sql`INSERT INTO rate_limit_hits AS r (bucket, count, reset_at)
        VALUES (${bucket}, 1, now() + ${ms(windowMs)})
        ON CONFLICT (bucket) DO UPDATE SET
          count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING count AS "count",
          greatest(1, ceil(extract(epoch FROM reset_at - now())))::integer AS "retryAfterS"`,
  );
  return row!;
}

/** The bucket's count in its open window (0 when none is open). */
export async function peek(db: Db, bucket: string): Promise<Counter> {
  const [row] = await queryRows<Counter>(
    db,
    sql`SELECT count AS "count",
          greatest(1, ceil(extract(epoch FROM reset_at - now())))::integer AS "retryAfterS"
        FROM rate_limit_hits WHERE bucket = ${bucket} AND reset_at > now()`,
  );
  return row ?? { count: 0, retryAfterS: 0 };
}

/** Keeps the bucket's window open for at least `durationMs` from now (a lock-out). */
export async function extend(db: Db, bucket: string, durationMs: number): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limit_hits SET reset_at = greatest(reset_at, now() + ${ms(durationMs)})
        WHERE bucket = ${bucket}`,
  );
}

export async function clear(db: Db, bucket: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE bucket = ${bucket}`);
}

export function tooMany(retryAfterS: number, what = 'Too many requests'): AppError {
  return new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `${what}; try again in ${Math.max(1, retryAfterS)} s`,
  );
}

/** Counts one attempt; throws 429 once the bucket has more than `limit.max` in its window. */
export async function consume(db: Db, bucket: string, limit: Limit, what?: string): Promise<void> {
  const counter = await hit(db, bucket, limit.windowMs);
  if (counter.count > limit.max) throw tooMany(counter.retryAfterS, what);
}

/** Throws 429 while the bucket is at or above `max` (without counting). */
export async function refuseAt(db: Db, bucket: string, max: number, what?: string): Promise<void> {
  const counter = await peek(db, bucket);
  if (counter.count >= max) throw tooMany(counter.retryAfterS, what);
}

/** Wrong withdrawal passwords of a user (the wallet counts them; a reset by verification code clears them). */
export const withdrawPasswordBucket = (userId: number) => `tkpwd:${userId}`;
