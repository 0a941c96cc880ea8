import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { add, type TradingSession } from '@repo/api-schema/money';
import { builtOnce } from '../../db/builtOnce';
import { rowOf, rowValues } from '../../db/rowInsert';
import { queryRows, type Db } from '../../db/database';
import * as t from '../../db/schema';
import type { Reader, Tx } from '../../kernel/tx';
import type { ProductRule } from '../../market-data/rules';
import type { Tick } from './engine';
import type { HistoryEvent, Recorded } from './historyEvents';

/** This module's SQL: rules, orders, their history and the engine's marks. */

export type OrderRow = typeof t.orders.$inferSelect;
export type OrderStatus =
  'entrusted' | 'in_position' | 'settling' | 'closed' | 'cancelled' | 'revoked';

/** What PostgreSQL prints for a numeric: no exponent, no leading zeros, no "-0" (checked, not trusted). */
const PLAIN_NUMERIC = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * A decimal from a numeric column without its padding zeros ("0.01000000" → "0.01"): the padding cut
 * off the string (the engine normalises every numeric of every order it reads, so no big.js here), the
 * same string `add(value, '0')` gives; anything not printed as PostgreSQL prints goes through big.js.
 */
export function norm(value: string): string {
  if (!PLAIN_NUMERIC.test(value)) return add(value, '0');
  const point = value.indexOf('.');
  if (point < 0) return value === '-0' ? add(value, '0') : value;
  let end = value.length;
  while (value.charCodeAt(end - 1) === 48 /* 0 */) end--;
  if (end === point + 1) end = point;
  const cut = value.slice(0, end);
  return cut === '-0' ? add(value, '0') : cut;
}
const normOrNull = (value: string | null) => (value === null ? null : norm(value));

/** A product's published rules with the product's code, name and price precision. */
export interface RuleRow extends ProductRule {
  productId: number;
  productCode: string;
  productName: string;
  precision: number;
}

const ruleColumns = {
  productId: t.tradeRules.productId,
  productCode: t.products.code,
  productName: t.products.name,
  precision: t.products.pricePrecision,
  lotMin: t.tradeRules.lotMin,
  lotMax: t.tradeRules.lotMax,
  lotStep: t.tradeRules.lotStep,
  multiples: t.tradeRules.multiples,
  contractSize: t.tradeRules.contractSize,
  spread: t.tradeRules.spread,
  feeRateOpen: t.tradeRules.feeRateOpen,
  feeRateClose: t.tradeRules.feeRateClose,
  stopOutLevel: t.tradeRules.stopOutLevel,
  sessions: t.tradeRules.sessions,
  tradingHours: t.tradeRules.tradingHours,
};

function ruleOfRow(row: {
  [K in keyof typeof ruleColumns]: (typeof ruleColumns)[K]['_']['data'];
}): RuleRow {
  return {
    ...row,
    lotMin: norm(row.lotMin),
    lotMax: norm(row.lotMax),
    lotStep: norm(row.lotStep),
    contractSize: norm(row.contractSize),
    spread: norm(row.spread),
    feeRateOpen: norm(row.feeRateOpen),
    feeRateClose: norm(row.feeRateClose),
    stopOutLevel: norm(row.stopOutLevel),
    multiples: JSON.parse(row.multiples) as number[],
    sessions: JSON.parse(row.sessions) as TradingSession[],
  };
}

/**
 * How long a product's rules, once read, are used without reading them again (ms). Nothing in the server
 * changes them; a change made to the database directly reaches every server process within this time
 * (at once in the process that calls `forgetRules`).
 */
export const RULES_TTL_MS = 1_000;

const rulesRead = new WeakMap<Db, Map<number, { rule: RuleRow; until: number }>>();

/** Reads every product's rules again on next use (after a change to them in this process). */
export function forgetRules(db: Db): void {
  rulesRead.delete(db);
}

/**
 * The rules of an enabled product, or undefined (read outside any transaction), as read at most
 * RULES_TTL_MS ago: an order reads them on every placement. A product that is not there is asked for
 * again each time.
 */
export async function ruleOf(db: Db, productId: number): Promise<RuleRow | undefined> {
  let read = rulesRead.get(db);
  if (!read) rulesRead.set(db, (read = new Map()));
  const now = Date.now();
  const known = read.get(productId);
  if (known && known.until > now) return known.rule;
  const rule = await readRule(db, productId);
  // Only products that exist are kept (a stranger may ask for any id).
  if (rule) read.set(productId, { rule, until: now + RULES_TTL_MS });
  return rule;
}

async function readRule(db: Db, productId: number): Promise<RuleRow | undefined> {
  const [row] = await builtOnce(db, 'ruleOf', (d) =>
    d
      .select(ruleColumns)
      .from(t.tradeRules)
      .innerJoin(t.products, eq(t.products.id, t.tradeRules.productId))
      .where(
        and(eq(t.tradeRules.productId, sql.placeholder('productId')), eq(t.products.enabled, true)),
      )
      .prepare('ruleOf'),
  ).execute({ productId });
  return row && ruleOfRow(row);
}

/** The rules of every enabled product, by product code (read outside any transaction). */
export async function allRules(db: Db): Promise<Map<string, RuleRow>> {
  const rows = await builtOnce(db, 'allRules', (d) =>
    d
      .select(ruleColumns)
      .from(t.tradeRules)
      .innerJoin(t.products, eq(t.products.id, t.tradeRules.productId))
      .where(eq(t.products.enabled, true))
      .orderBy(asc(t.products.sort))
      .prepare('allRules'),
  ).execute();
  return new Map(rows.map((r) => [r.productCode, ruleOfRow(r)]));
}

/** A fresh order number: `O` and the order's id (taken from the sequence before the insert). */
export async function nextOrderId(tx: Tx): Promise<{ id: number; orderNo: string }> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT nextval('orders_id_seq')::text AS id`,
  );
  const id = Number(row!.id);
  return { id, orderNo: `O${String(id).padStart(10, '0')}` };
}

/** A history row of an order: what happened (event, values and note), at what price, when. */
export interface HistoryEntry extends Recorded {
  orderId: number;
  status: OrderStatus;
  price: string | null;
  at: number;
}

const historyRow = (entry: HistoryEntry) => ({
  orderId: entry.orderId,
  status: entry.status,
  price: entry.price,
  note: entry.note,
  event: entry.event,
  values: entry.values,
  afterRestart: entry.afterRestart,
  createdAt: new Date(entry.at),
});

/**
 * A new order and its first history row, in one statement (the history INSERT rides as a CTE: its
 * reference to the order is checked at the statement's end, when both rows exist). The order's id
 * comes from `nextOrderId`.
 */
export async function insertOrder(
  tx: Tx,
  row: typeof t.orders.$inferInsert & { id: number },
  first: Omit<HistoryEntry, 'orderId'>,
): Promise<OrderRow> {
  const [inserted] = await queryRows<Record<string, unknown>>(
    tx,
    sql`WITH history AS (${rowValues(t.orderHistory, historyRow({ ...first, orderId: row.id }))})
        ${rowValues(t.orders, row)} RETURNING *`,
  );
  return rowOf(t.orders, inserted!);
}

/**
 * Locks one order for the rest of the transaction, if it is (still) in one of `statuses`: the claim
 * that keeps two settlements (a job and a user's close, or two instances) from taking one order.
 */
export async function lockOrder(
  tx: Tx,
  where: { id: number } | { orderNo: string; userId: number },
  statuses?: readonly OrderStatus[],
): Promise<OrderRow | undefined> {
  const conditions: SQL[] = [
    'id' in where
      ? eq(t.orders.id, where.id)
      : and(eq(t.orders.orderNo, where.orderNo), eq(t.orders.userId, where.userId))!,
  ];
  if (statuses) conditions.push(inArray(t.orders.status, [...statuses]));
  const [row] = await tx
    .select()
    .from(t.orders)
    .where(and(...conditions))
    .for('update');
  return row;
}

/** Locks every open (pending or in position) order of a user, oldest first. */
export async function lockOpenOrdersOf(tx: Tx, userId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.status, ['entrusted', 'in_position'])))
    .orderBy(asc(t.orders.id))
    .for('update');
}

/** Changes an order that is in `from`; undefined when it no longer is (someone else moved it). */
export async function updateOrder(
  tx: Tx,
  id: number,
  from: OrderStatus,
  set: Partial<typeof t.orders.$inferInsert>,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(t.orders)
    .set(set)
    .where(and(eq(t.orders.id, id), eq(t.orders.status, from)))
    .returning();
  return row;
}

export async function addHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
  await tx.insert(t.orderHistory).values(historyRow(entry));
}

/**
 * History rows of several orders in one INSERT (arrays unnested: a few parameters, not eight a row;
 * each row's values travel as JSON text, cast per row).
 */
export async function addHistories(tx: Tx, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (e: (typeof entries)[number]) => T) => sql.param(entries.map(pick));
  await tx.execute(sql`
    INSERT INTO order_history (order_id, status, price, note, event, "values", after_restart, created_at)
    SELECT order_id, status, price, note, event, event_values::jsonb, after_restart, created_at
    FROM unnest(${column((e) => e.orderId)}::bigint[], ${column((e) => e.status)}::text[],
                ${column((e) => e.price)}::numeric[], ${column((e) => e.note)}::text[],
                ${column((e) => e.event)}::text[], ${column((e) => JSON.stringify(e.values))}::text[],
                ${column((e) => e.afterRestart)}::boolean[],
                ${column((e) => new Date(e.at).toISOString())}::timestamptz[])
         WITH ORDINALITY AS h(order_id, status, price, note, event, event_values, after_restart, created_at, n)
    ORDER BY n`);
}

/**
 * Open positions → closed with their close fields, in one UPDATE; returns how many were still open.
 */
export async function closeOrders(
  tx: Tx,
  rows: readonly Pick<
    OrderRow,
    'id' | 'closePrice' | 'closeTime' | 'closeFee' | 'profitLoss' | 'closeReason'
  >[],
): Promise<number> {
  if (rows.length === 0) return 0;
  // Looked up by key (id = ANY), each row's values by its place in the id list: no join to plan.
  const ids = sql.param(rows.map((r) => r.id));
  const at = <T>(pick: (r: (typeof rows)[number]) => T, type: string) =>
    sql`(${sql.param(rows.map(pick))}::${sql.raw(type)}[])[array_position(${ids}::bigint[], id)]`;
  const done = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE orders SET status = 'closed',
          close_price = ${at((r) => r.closePrice, 'numeric')},
          close_time = ${at((r) => r.closeTime!.toISOString(), 'timestamptz')},
          close_fee = ${at((r) => r.closeFee, 'numeric')},
          profit_loss = ${at((r) => r.profitLoss, 'numeric')},
          close_reason = ${at((r) => r.closeReason, 'text')}
        WHERE id = ANY(${ids}::bigint[]) AND status = 'in_position'
        RETURNING id::text AS id`,
  );
  return done.length;
}

export async function historyOf(db: Reader, orderId: number) {
  const rows = await db
    .select()
    .from(t.orderHistory)
    .where(eq(t.orderHistory.orderId, orderId))
    .orderBy(asc(t.orderHistory.id));
  return rows.map((r) => ({
    status: r.status as OrderStatus,
    time: r.createdAt.toISOString(),
    price: normOrNull(r.price),
    event: r.event as HistoryEvent,
    values: r.values,
    afterRestart: r.afterRestart,
    note: r.note,
  }));
}

export async function findOrder(db: Reader, userId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.orderNo, orderNo), eq(t.orders.userId, userId)));
  return row;
}

export async function pageOfOrders(
  db: Reader,
  filter: {
    userId: number;
    statuses: readonly OrderStatus[];
    productId?: number | undefined;
    direction?: 'long' | 'short' | undefined;
    since?: Date | undefined;
    until?: Date | undefined;
  },
  page: { page: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(t.orders.userId, filter.userId),
    inArray(t.orders.status, [...filter.statuses]),
  ];
  if (filter.productId !== undefined) conditions.push(eq(t.orders.productId, filter.productId));
  if (filter.direction !== undefined) conditions.push(eq(t.orders.direction, filter.direction));
  if (filter.since) conditions.push(gte(t.orders.createdAt, filter.since));
  if (filter.until) conditions.push(lte(t.orders.createdAt, filter.until));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(t.orders).where(where);
  const rows = await db
    .select()
    .from(t.orders)
    .where(where)
    .orderBy(desc(t.orders.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Pending orders of a product that `tick` may fill (the engine decides; this only narrows). */
export async function pendingCandidates(db: Reader, code: string, tick: Tick): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM orders
        WHERE product_code = ${code} AND status = 'entrusted' AND (
          (direction = 'long' AND order_type = 'limit' AND entrust_price >= ${tick.ask}::numeric) OR
          (direction = 'long' AND order_type = 'stop' AND entrust_price <= ${tick.ask}::numeric) OR
          (direction = 'short' AND order_type = 'limit' AND entrust_price <= ${tick.bid}::numeric) OR
          (direction = 'short' AND order_type = 'stop' AND entrust_price >= ${tick.bid}::numeric))
        ORDER BY id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Open positions of a product that `tick` may close (the engine decides; this only narrows), in id
 * order: those whose closing-side price (a long's bid, a short's ask) is at or beyond an end of their
 * exit band (stop loss, take profit or stop-out price; see migration 12). Four index ranges, one per
 * direction and end, so a tick that reaches nothing reads no position; written as four ranges, not one
 * OR, so the plan PostgreSQL keeps for this prepared statement uses the indexes whatever the prices.
 */
export async function exitCandidates(db: Reader, code: string, tick: Tick): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(db, exitCandidatesSql(code, tick));
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The statement of `exitCandidates` (its plan is tested). */
export function exitCandidatesSql(code: string, tick: Tick): SQL {
  // The direction is written into the text (not a parameter), so each arm's plan knows its index range.
  const arm = (direction: 'long' | 'short', price: string) =>
    sql`SELECT id::text AS id FROM orders
        WHERE product_code = ${code} AND status = 'in_position' AND direction = ${sql.raw(`'${direction}'`)}
          AND exit_low >= ${price}::numeric
        UNION SELECT id::text AS id FROM orders
        WHERE product_code = ${code} AND status = 'in_position' AND direction = ${sql.raw(`'${direction}'`)}
          AND exit_high <= ${price}::numeric`;
  return sql`${arm('long', tick.bid)} UNION ${arm('short', tick.ask)}`;
}

/**
 * Locks the orders of `ids` that are still open positions (the claim), in id order, so two
 * evaluations never deadlock: a row another one holds is waited for, and left out when that one
 * closed it.
 */
export async function lockPositions(tx: Tx, ids: readonly number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(t.orders)
    .where(
      sql`${t.orders.id} = ANY(${sql.param(ids)}::bigint[]) AND ${t.orders.status} = 'in_position'`,
    )
    .orderBy(asc(t.orders.id))
    .for('update');
}

/**
 * Per product, in one statement: the last tick the engine evaluated (`marks`, absent when never) and
 * whether it has orders the engine watches (`active`: pending or in position; one probe of the
 * open-orders index per product, not a pass over every open order).
 */
export async function engineState(
  db: Reader,
): Promise<{ marks: Map<string, number>; active: Set<string> }> {
  const rows = await queryRows<{ code: string; tickMs: string | null; active: boolean }>(
    db,
    sql`SELECT p.code, m.tick_ms::text AS "tickMs",
               EXISTS (SELECT 1 FROM orders o
                       WHERE o.product_code = p.code AND o.status IN ('entrusted', 'in_position')) AS active
        FROM products p LEFT JOIN trade_marks m ON m.product_code = p.code`,
  );
  const marks = new Map<string, number>();
  const active = new Set<string>();
  for (const r of rows) {
    if (r.tickMs !== null) marks.set(r.code, Number(r.tickMs));
    if (r.active) active.add(r.code);
  }
  return { marks, active };
}

/** Records the ticks just evaluated, one statement for every product. */
export async function setMarks(db: Reader, ticks: readonly (Tick & { code: string })[]) {
  if (ticks.length === 0) return;
  await db
    .insert(t.tradeMarks)
    .values(ticks.map((k) => ({ productCode: k.code, bid: k.bid, ask: k.ask, tickMs: k.time })))
    .onConflictDoUpdate({
      target: t.tradeMarks.productCode,
      set: {
        bid: sql`excluded.bid`,
        ask: sql`excluded.ask`,
        tickMs: sql`excluded.tick_ms`,
      },
    });
}
