import { add, compare, isDecimalString } from '@repo/api-schema/money';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { Tx } from '../kernel/tx';

/**
 * The only code that changes balances. A user has, per currency, buckets: `available` (spendable),
 * `frozen` (held for an open order or a pending withdrawal: the sum of the open holds), `locked` (staked
 * or invested for a term) and `loan` (borrowed money to repay). Every change of a bucket is one guarded
 * UPDATE (a bucket never goes below zero: the WHERE clause refuses, a CHECK constraint backs it) and one
 * ledger row, in the caller's transaction, so the change commits with the order, the withdrawal or the
 * event that caused it, or not at all. The sum of a bucket's ledger rows always equals the bucket.
 */
export type Bucket = 'available' | 'frozen' | 'locked' | 'loan';
export const BUCKETS: readonly Bucket[] = ['available', 'frozen', 'locked', 'loan'];

/** Money keeps 8 decimals in the database; more would be rounded silently, so it is refused. */
export const LEDGER_PLACES = 8;

export class InsufficientBalanceError extends Error {
  constructor(
    readonly userId: number,
    readonly currency: string,
    readonly bucket: Bucket = 'available',
  ) {
    super(`Insufficient ${currency} ${bucket} balance for user ${userId}`);
    this.name = 'InsufficientBalanceError';
  }
}

export class HoldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HoldError';
  }
}

export interface Movement {
  userId: number;
  currency: string;
  /** A positive decimal string. */
  amount: string;
  /** What caused it (bill type): `recharge`, `order_margin`, `demo_reset`, … */
  kind: string;
  /** The order number, withdrawal id, … it belongs to. */
  reference?: string | null | undefined;
}

interface Posting extends Movement {
  bucket: Bucket;
  /** Signed: the change of the bucket. */
  signed: string;
  holdId?: string | null;
}

const ZERO = /^-?0*(\.0*)?$/;

function positive(amount: string): string {
  if (!isDecimalString(amount) || amount.startsWith('-') || ZERO.test(amount)) {
    throw new RangeError(`A ledger amount must be a positive decimal string, got ${amount}`);
  }
  const places = amount.split('.')[1]?.length ?? 0;
  if (places > LEDGER_PLACES) {
    throw new RangeError(`A ledger amount has at most ${LEDGER_PLACES} decimals, got ${amount}`);
  }
  return amount;
}

const negate = (amount: string) => `-${amount}`;

/**
 * One posting in one statement: the guarded UPDATE and its ledger row together. No row back means the
 * balance row does not exist yet (it is created and the posting tried once more) or the bucket would go
 * below zero.
 */
async function post(tx: Tx, p: Posting): Promise<string> {
  const column = sql.identifier(p.bucket);
  const once = async () => {
    const [row] = await queryRows<{ after: string }>(
      tx,
      sql`
      WITH moved AS (
        UPDATE balances SET ${column} = ${column} + ${p.signed}::numeric
        WHERE user_id = ${p.userId} AND currency = ${p.currency}
          AND ${column} + ${p.signed}::numeric >= 0
        RETURNING ${column} AS after)
      INSERT INTO ledger_entries (user_id, currency, bucket, amount, balance_after, kind, reference, hold_id)
      SELECT ${p.userId}, ${p.currency}, ${p.bucket}, ${p.signed}::numeric, after,
             ${p.kind}, ${p.reference ?? null}, ${p.holdId ?? null}
      FROM moved
      RETURNING balance_after::text AS after`,
    );
    return row?.after;
  };
  const after =
    (await once()) ?? ((await ensureBalanceRow(tx, p.userId, p.currency)) && (await once()));
  if (!after) throw new InsufficientBalanceError(p.userId, p.currency, p.bucket);
  return after;
}

/** Creates the user's balance row of a currency; true when it did not exist. */
async function ensureBalanceRow(tx: Tx, userId: number, currency: string): Promise<boolean> {
  const created = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO balances (user_id, currency) VALUES (${userId}, ${currency})
        ON CONFLICT DO NOTHING RETURNING user_id AS id`,
  );
  return created.length > 0;
}

/** A ledger row to post in a batch (`postAll`): `signed` is the change of the bucket. */
export interface Entry {
  userId: number;
  currency: string;
  bucket: Bucket;
  /** A positive or negative decimal string; zero is refused. */
  signed: string;
  kind: string;
  reference?: string | null | undefined;
  holdId?: string | null | undefined;
}

const keyOf = (userId: number, currency: string) => `${userId}:${currency}`;
const BIG_ZERO = new Big(0);

/**
 * Posts `entries` in their order as one batch: the balance rows they touch are locked (in user and
 * currency order, so two batches never deadlock), each entry's balance after it is computed in decimal
 * strings, and the batch is refused whole (InsufficientBalanceError) when a bucket would go below zero at
 * any step. Then one INSERT writes the ledger rows and one UPDATE each balance once: the same
 * rows and balances as posting the entries one by one, in a handful of statements (the engine settles a
 * hundred positions of one tick this way). Returns the balances after, by `userId:currency`.
 */
export async function postAll(
  tx: Tx,
  entries: readonly Entry[],
): Promise<Map<string, BalanceView & { userId: number }>> {
  const balances = new Map<string, BalanceView & { userId: number }>();
  if (entries.length === 0) return balances;
  for (const e of entries) {
    if (e.signed.startsWith('-')) positive(e.signed.slice(1));
    else positive(e.signed);
  }
  const keys = [...new Map(entries.map((e) => [keyOf(e.userId, e.currency), e])).values()];
  const lock = () =>
    queryRows<BalanceView & { userId: number }>(
      tx,
      sql`SELECT user_id AS "userId", currency, available::text AS available, frozen::text AS frozen,
                 locked::text AS locked, loan::text AS loan
          FROM balances
          WHERE (user_id, currency) IN (${sql.join(
            keys.map((k) => sql`(${k.userId}::integer, ${k.currency}::text)`),
            sql`, `,
          )})
          ORDER BY user_id, currency
          FOR UPDATE`,
    );
  let rows = await lock();
  if (rows.length < keys.length) {
    const have = new Set(rows.map((r) => keyOf(r.userId, r.currency)));
    for (const k of keys) {
      if (!have.has(keyOf(k.userId, k.currency))) await ensureBalanceRow(tx, k.userId, k.currency);
    }
    rows = await lock();
  }
  for (const r of rows) balances.set(keyOf(r.userId, r.currency), { ...r });
  // Each bucket's running balance as a big.js number (not re-parsed from its string at every entry).
  const running = new Map<string, { balance: BalanceView; bucket: Bucket; value: Big }>();
  const afters = entries.map((e) => {
    const key = `${keyOf(e.userId, e.currency)}:${e.bucket}`;
    let r = running.get(key);
    if (!r) {
      const balance = balances.get(keyOf(e.userId, e.currency))!;
      r = { balance, bucket: e.bucket, value: new Big(balance[e.bucket]) };
      running.set(key, r);
    }
    r.value = r.value.plus(e.signed);
    if (r.value.lt(BIG_ZERO)) throw new InsufficientBalanceError(e.userId, e.currency, e.bucket);
    return r.value.toFixed();
  });
  for (const r of running.values()) r.balance[r.bucket] = r.value.toFixed();
  // One row per array element (unnest): a few array parameters, not eight per row.
  await tx.execute(sql`
    INSERT INTO ledger_entries (user_id, currency, bucket, amount, balance_after, kind, reference, hold_id)
    SELECT * FROM unnest(${sql.param(entries.map((e) => e.userId))}::integer[], ${sql.param(entries.map((e) => e.currency))}::text[],
                         ${sql.param(entries.map((e) => e.bucket))}::text[], ${sql.param(entries.map((e) => e.signed))}::numeric[],
                         ${sql.param(afters)}::numeric[], ${sql.param(entries.map((e) => e.kind))}::text[],
                         ${sql.param(entries.map((e) => e.reference ?? null))}::text[],
                         ${sql.param(entries.map((e) => e.holdId ?? null))}::bigint[])`);
  await tx.execute(sql`
    UPDATE balances SET available = v.available, frozen = v.frozen, locked = v.locked, loan = v.loan
    FROM (VALUES ${sql.join(
      [...balances.values()].map(
        (b) =>
          sql`(${b.userId}::integer, ${b.currency}::text, ${b.available}::numeric, ${b.frozen}::numeric,
               ${b.locked}::numeric, ${b.loan}::numeric)`,
      ),
      sql`, `,
    )}) AS v(user_id, currency, available, frozen, locked, loan)
    WHERE balances.user_id = v.user_id AND balances.currency = v.currency`);
  return balances;
}

/**
 * Takes money out of several holds at once (a batch of `takeFromHold`) in one UPDATE, each hold looked
 * up by key and lowered only when it has enough left; the whole batch is refused (HoldError) when a hold
 * is missing or short. The caller posts the matching ledger entries (`postAll`). Returns the holds as
 * they were before.
 */
export async function takeHolds(
  tx: Tx,
  takes: readonly { holdId: string; amount: string }[],
): Promise<Map<string, Hold>> {
  const byHold = new Map<string, string>();
  for (const t of takes) byHold.set(t.holdId, add(byHold.get(t.holdId) ?? '0', positive(t.amount)));
  const holds = new Map<string, Hold>();
  if (byHold.size === 0) return holds;
  const ids = sql.param([...byHold.keys()]);
  // Each row's take by its place in the id list: no join to plan.
  const take = sql`(${sql.param([...byHold.values()])}::numeric[])[array_position(${ids}::bigint[], id)]`;
  const rows = await queryRows<Hold>(
    tx,
    sql`UPDATE ledger_holds SET remaining = remaining - ${take},
          closed_at = CASE WHEN remaining - ${take} = 0 THEN now() ELSE NULL END
        WHERE id = ANY(${ids}::bigint[]) AND remaining - ${take} >= 0
        RETURNING id::text AS id, user_id AS "userId", currency, amount::text AS amount,
                  (remaining + ${take})::text AS remaining, kind, reference`,
  );
  for (const h of rows) holds.set(h.id, h);
  if (rows.length < byHold.size) {
    const [id, wanted] = [...byHold].find(([id]) => !holds.has(id))!;
    const [left] = await queryRows<{ remaining: string }>(
      tx,
      sql`SELECT remaining::text AS remaining FROM ledger_holds WHERE id = ${id}::bigint`,
    );
    throw new HoldError(
      left ? `Hold ${id} has ${left.remaining} left, cannot take ${wanted}` : `No hold ${id}`,
    );
  }
  return holds;
}

/** Money arrives in `available` (a deposit approved, a profit, a grant). Returns the new available. */
export async function credit(tx: Tx, m: Movement): Promise<string> {
  return post(tx, { ...m, bucket: 'available', signed: positive(m.amount) });
}

/** Money leaves `available` (a fee, a purchase). Throws InsufficientBalanceError when it would go below 0. */
export async function debit(tx: Tx, m: Movement): Promise<string> {
  return post(tx, { ...m, bucket: 'available', signed: negate(positive(m.amount)) });
}

/** Moves money between two buckets of the same user and currency (available → locked, …). */
export async function transfer(tx: Tx, m: Movement & { from: Bucket; to: Bucket }): Promise<void> {
  if (m.from === m.to) throw new RangeError('transfer needs two different buckets');
  if (m.from === 'frozen' || m.to === 'frozen') {
    throw new RangeError('frozen money moves only through holds (freeze, release, capture)');
  }
  const amount = positive(m.amount);
  await post(tx, { ...m, bucket: m.from, signed: negate(amount) });
  await post(tx, { ...m, bucket: m.to, signed: amount });
}

export interface Hold {
  id: string;
  userId: number;
  currency: string;
  amount: string;
  remaining: string;
  kind: string;
  reference: string | null;
}

/** A hold just made (`hold`) and the user's available and frozen money after it. */
export interface HoldMade {
  holdId: string;
  available: string;
  frozen: string;
}

/** What else a hold does in its statement (`hold`). */
export interface HoldTerms {
  /** Charged from available with the hold (an order's opening fee): one more ledger row, no hold. */
  charge?: { amount: string; kind: string } | undefined;
  /**
   * The available money the hold needs (refused below it), when more than what it takes: a pending
   * order needs its fee's worth too, which it pays only when it fills. Default: amount and charge.
   */
  needs?: string | undefined;
}

/**
 * Holds `amount` of available money (margin of an order, a pending withdrawal) in one statement: the
 * balance row's guarded UPDATE (available down, frozen up, refused below what it needs), the hold, and
 * its two ledger rows (available, then frozen), the same rows as two postings; with `charge`, a third
 * row takes it from available (the same row as a debit after the hold). Refused
 * (InsufficientBalanceError, nothing written) when less than it needs is available. Returns the hold's
 * id and the buckets after it (and the charge).
 */
export async function hold(tx: Tx, m: Movement, terms: HoldTerms = {}): Promise<HoldMade> {
  const amount = positive(m.amount);
  const charge = terms.charge ? positive(terms.charge.amount) : '0';
  const taken = terms.charge ? add(amount, charge) : amount;
  const needs = terms.needs ?? taken;
  if (compare(needs, taken) < 0) throw new RangeError('a hold needs at least what it takes');
  const reference = m.reference ?? null;
  // Rows in posting order; each one's balance is its bucket after it (the charge comes last).
  const once = () =>
    queryRows<{ holdId: string; bucket: Bucket; after: string }>(
      tx,
      sql`
      WITH moved AS (
        UPDATE balances SET available = available - ${taken}::numeric,
                            frozen = frozen + ${amount}::numeric
        WHERE user_id = ${m.userId} AND currency = ${m.currency}
          AND available - ${needs}::numeric >= 0
        RETURNING available, frozen),
      held AS (
        INSERT INTO ledger_holds (user_id, currency, amount, remaining, kind, reference)
        SELECT ${m.userId}, ${m.currency}, ${amount}::numeric, ${amount}::numeric, ${m.kind}, ${reference}
        FROM moved
        RETURNING id)
      INSERT INTO ledger_entries (user_id, currency, bucket, amount, balance_after, kind, reference, hold_id)
      SELECT ${m.userId}, ${m.currency}, e.bucket, e.amount, e.after, e.kind, ${reference}, e.hold_id
      FROM moved, held,
           LATERAL (VALUES (1, 'available', -${amount}::numeric, moved.available + ${charge}::numeric,
                            ${m.kind}, held.id),
                           (2, 'frozen', ${amount}::numeric, moved.frozen, ${m.kind}, held.id),
                           (3, 'available', -${charge}::numeric, moved.available,
                            ${terms.charge?.kind ?? null}, NULL)) AS e(n, bucket, amount, after, kind, hold_id)
      WHERE e.n < 3 OR ${charge}::numeric > 0
      ORDER BY e.n
      RETURNING hold_id::text AS "holdId", bucket, balance_after::text AS after`,
    );
  let rows = await once();
  if (rows.length === 0 && (await ensureBalanceRow(tx, m.userId, m.currency))) rows = await once();
  if (rows.length === 0) throw new InsufficientBalanceError(m.userId, m.currency, 'available');
  const holdId = rows[0]!.holdId;
  const last = (bucket: Bucket) => rows.filter((r) => r.bucket === bucket).at(-1)!.after;
  return { holdId, available: last('available'), frozen: last('frozen') };
}

/** Holds `amount` of available money (margin of an order, a pending withdrawal). Returns the hold's id. */
export async function freeze(tx: Tx, m: Movement): Promise<string> {
  return (await hold(tx, m)).holdId;
}

async function takeFromHold(
  tx: Tx,
  holdId: string,
  amount: string | undefined,
): Promise<{ hold: Hold; amount: string }> {
  const [hold] = await queryRows<Hold>(
    tx,
    sql`SELECT id::text AS id, user_id AS "userId", currency, amount::text AS amount,
               remaining::text AS remaining, kind, reference
        FROM ledger_holds WHERE id = ${holdId}::bigint FOR UPDATE`,
  );
  if (!hold) throw new HoldError(`No hold ${holdId}`);
  const take = amount === undefined ? hold.remaining : positive(amount);
  const [left] = await queryRows<{ remaining: string }>(
    tx,
    sql`UPDATE ledger_holds SET remaining = remaining - ${take}::numeric,
          closed_at = CASE WHEN remaining - ${take}::numeric = 0 THEN now() ELSE NULL END
        WHERE id = ${holdId}::bigint AND remaining - ${take}::numeric >= 0 AND ${take}::numeric > 0
        RETURNING remaining::text AS remaining`,
  );
  if (!left) {
    throw new HoldError(`Hold ${holdId} has ${hold.remaining} left, cannot take ${take}`);
  }
  return { hold, amount: take };
}

/**
 * Gives held money back to available (an order cancelled, a withdrawal rejected): all that is left of
 * the hold, or `amount` of it.
 */
export async function release(
  tx: Tx,
  holdId: string,
  m: { kind: string; amount?: string },
): Promise<string> {
  const { hold, amount } = await takeFromHold(tx, holdId, m.amount);
  const base = { userId: hold.userId, currency: hold.currency, amount, kind: m.kind };
  const ref = { reference: hold.reference, holdId };
  await post(tx, { ...base, ...ref, bucket: 'frozen', signed: negate(amount) });
  await post(tx, { ...base, ...ref, bucket: 'available', signed: amount });
  return amount;
}

/**
 * Held money leaves the user (a withdrawal paid out, a loss settled): all that is left of the hold, or
 * `amount` of it.
 */
export async function capture(
  tx: Tx,
  holdId: string,
  m: { kind: string; amount?: string },
): Promise<string> {
  const { hold, amount } = await takeFromHold(tx, holdId, m.amount);
  await post(tx, {
    userId: hold.userId,
    currency: hold.currency,
    amount,
    kind: m.kind,
    reference: hold.reference,
    holdId,
    bucket: 'frozen',
    signed: negate(amount),
  });
  return amount;
}

export interface BalanceView {
  currency: string;
  available: string;
  frozen: string;
  locked: string;
  loan: string;
}

type Reader = Pick<Db, 'execute'>;

export async function balancesOf(db: Reader, userId: number): Promise<BalanceView[]> {
  return queryRows<BalanceView>(
    db,
    sql`SELECT currency, available::text AS available, frozen::text AS frozen,
               locked::text AS locked, loan::text AS loan
        FROM balances WHERE user_id = ${userId} ORDER BY currency`,
  );
}

/** Locks a user's balance row of a currency for the rest of the transaction (read-then-decide). */
export async function lockBalance(tx: Tx, userId: number, currency: string): Promise<BalanceView> {
  const select = () =>
    queryRows<BalanceView>(
      tx,
      sql`SELECT currency, available::text AS available, frozen::text AS frozen,
                 locked::text AS locked, loan::text AS loan
          FROM balances WHERE user_id = ${userId} AND currency = ${currency} FOR UPDATE`,
    );
  const [row] = await select();
  if (row) return row;
  await ensureBalanceRow(tx, userId, currency);
  return (await select())[0]!;
}

export interface LedgerMismatch {
  userId: number;
  currency: string;
  bucket: Bucket | 'holds';
  balance: string;
  expected: string;
}

/**
 * Every bucket against the sum of its ledger rows, and `frozen` against the open holds. Empty when the
 * books are right; the property tests and the operator's audit read it.
 */
export async function audit(db: Reader, userId?: number): Promise<LedgerMismatch[]> {
  const only = userId === undefined ? sql`TRUE` : sql`b.user_id = ${userId}`;
  return queryRows<LedgerMismatch>(
    db,
    sql`
    WITH sums AS (
      SELECT user_id, currency, bucket, SUM(amount) AS total FROM ledger_entries GROUP BY 1, 2, 3
    ), holds AS (
      SELECT user_id, currency, SUM(remaining) AS total FROM ledger_holds GROUP BY 1, 2
    ), buckets AS (
      SELECT b.user_id, b.currency, x.bucket, x.balance
      FROM balances b
      CROSS JOIN LATERAL (VALUES ('available', b.available), ('frozen', b.frozen),
                                 ('locked', b.locked), ('loan', b.loan)) AS x(bucket, balance)
      WHERE ${only}
    )
    SELECT k.user_id AS "userId", k.currency, k.bucket, k.balance::text AS balance,
           COALESCE(s.total, 0)::text AS expected
    FROM buckets k LEFT JOIN sums s
      ON s.user_id = k.user_id AND s.currency = k.currency AND s.bucket = k.bucket
    WHERE k.balance <> COALESCE(s.total, 0)
    UNION ALL
    SELECT b.user_id, b.currency, 'holds', b.frozen::text, COALESCE(h.total, 0)::text
    FROM balances b LEFT JOIN holds h ON h.user_id = b.user_id AND h.currency = b.currency
    WHERE ${only} AND b.frozen <> COALESCE(h.total, 0)`,
  );
}
