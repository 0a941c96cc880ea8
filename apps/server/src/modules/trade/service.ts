import {
  add,
  closeSettlement,
  compare,
  isInSession,
  isMultipleOf,
  openTerms,
  type DecimalString,
} from '@repo/api-schema/money';
import type { RequestBody, Schema } from '@repo/api-schema/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import type { Kernel } from '../../kernel/kernel';
import type { OutboxEvent } from '../../kernel/outbox';
import type { Reader, Tx } from '../../kernel/tx';
import type { Db } from '../../db/database';
import {
  debit,
  freeze,
  hold,
  InsufficientBalanceError,
  lockBalance,
  postAll,
  release,
  takeHolds,
  type Entry,
} from '../../ledger/ledger';
import { userEvent } from '../../realtime/events';
import { pageOf } from '../../http/route';
import { moneyView, userMoney } from '../account/service';
import {
  closePriceOf,
  entryOnRightSide,
  exitDecision,
  floatingPnl,
  openPriceOf,
  pendingFill,
  stopsErrors,
  type CloseReason,
  type EngineOrder,
  type OrderType,
  type Tick,
} from './engine';
import { history, type Recorded, type Restart, type RevokeReason } from './historyEvents';
import * as repo from './repo';
import { norm, type OrderRow, type OrderStatus, type RuleRow } from './repo';

/**
 * Contract trading: placing, closing, cancelling and editing orders, and the engine's evaluation of
 * each tick (pending fills, stop loss, take profit, stop-out). Every change of an order is one
 * `kernel.tx`: the order row locked (the claim), its margin hold and fees through the ledger, its history
 * row and its events, committed together or not at all.
 */

const CURRENCY = 'USDT';
/** Prices stored as numeric(30, 10): more than 15 integer digits is no price of any product. */
const PRICE_LIMIT = '1000000000000000';
const OPEN: readonly OrderStatus[] = ['entrusted', 'in_position', 'settling'];
const ENDED: readonly OrderStatus[] = ['closed', 'cancelled', 'revoked'];
/** The order a use case's transaction returns is its request's answer, as it is (stored with it). */
const ANSWER = { answer: true } as const;
const RANGE_DAYS = { week: 7, month: 30, threeMonths: 90 } as const;

type Order = Schema<'Order'>;

/** What the trading service needs: the kernel, the live feed and when this server started. */
export interface TradeContext {
  kernel: Kernel;
  /** The latest tick of a product, or undefined when there is none. */
  tick(code: string): Tick | undefined;
  /** When this server process started its engine: marks older than this were left by a previous run. */
  bootedAt: number;
  /** The feed's last ticks of a product, oldest first, numbered; absent: only `tick` is evaluated. */
  recent?(code: string): readonly (Tick & { seq: number })[];
  /** The last tick number evaluated per product in this process (with `recent`). */
  readonly evaluatedSeq: Map<string, number>;
}

const contexts = new WeakMap<AppContext, TradeContext>();

/** The app's one trading context (its evaluation cursor is shared by the job and test-mode ticks). */
export function tradeContextOf(ctx: AppContext): TradeContext {
  let tc = contexts.get(ctx);
  if (!tc) {
    const asTick = (q: { bid: string; ask: string; time: number }) => ({
      bid: q.bid,
      ask: q.ask,
      time: q.time,
    });
    tc = {
      kernel: ctx.kernel,
      bootedAt: ctx.bootedAt,
      tick: (code) => {
        const q = ctx.market.quote(code);
        return q && asTick(q);
      },
      recent: (code) =>
        ctx.market.recentQuotes(code).map((q) => ({ ...asTick(q), seq: q.seq ?? 0 })),
      evaluatedSeq: new Map(),
    };
    contexts.set(ctx, tc);
  }
  return tc;
}

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;
const isPositive = (value: string) => compare(value, '0') > 0;

/** The engine's view of an order row. */
export function engineOrder(row: OrderRow): EngineOrder {
  return {
    direction: row.direction as 'long' | 'short',
    orderType: row.orderType as OrderType,
    lots: norm(row.lots),
    contractSize: norm(row.contractSize),
    multiple: row.multiple,
    margin: norm(row.margin),
    entrustPrice: row.entrustPrice === null ? null : norm(row.entrustPrice),
    stopLoss: row.stopLoss === null ? null : norm(row.stopLoss),
    takeProfit: row.takeProfit === null ? null : norm(row.takeProfit),
    openPrice: row.openPrice === null ? null : norm(row.openPrice),
  };
}

const orNull = (value: string | null) => (value === null ? null : norm(value));

/** The contract's Order of a row; an open position carries its floating P&L at the current tick. */
export async function orderView(
  reader: Reader,
  tc: TradeContext,
  row: OrderRow,
  options: { history?: boolean; productName?: string } = {},
): Promise<Order> {
  const tick = row.status === 'in_position' ? tc.tick(row.productCode) : undefined;
  const floating = tick ? floatingPnl(engineOrder(row), tick) : null;
  const pnl = row.profitLoss === null ? floating : norm(row.profitLoss);
  const view: Order = {
    orderNo: row.orderNo,
    productId: row.productId,
    productCode: row.productCode,
    direction: row.direction as 'long' | 'short',
    orderType: row.orderType as OrderType,
    lotSize: norm(row.lots),
    multiple: row.multiple,
    margin: norm(row.margin),
    fee: norm(row.openFee),
    stopLoss: orNull(row.stopLoss),
    takeProfit: orNull(row.takeProfit),
    entrustPrice: orNull(row.entrustPrice),
    openPrice: orNull(row.openPrice),
    closePrice: orNull(row.closePrice),
    openTime: row.openTime?.toISOString() ?? null,
    closeTime: row.closeTime?.toISOString() ?? null,
    profitLoss: pnl,
    result:
      row.status === 'closed' && pnl !== null ? (compare(pnl, '0') > 0 ? 'profit' : 'loss') : null,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    closeFee: orNull(row.closeFee),
    closeReason: row.closeReason as CloseReason | null,
    reason: row.reason,
    reasonCode: row.reasonCode as RevokeReason | null,
  };
  if (options.productName) view.productName = options.productName;
  if (options.history) view.history = await repo.historyOf(reader, row.id);
  return view;
}

async function announce(
  tx: Tx,
  tc: TradeContext,
  emit: (event: OutboxEvent) => Promise<void>,
  row: OrderRow,
  moneyChanged: boolean,
) {
  await emit(userEvent(row.userId, 'userOrder', await orderView(tx, tc, row)));
  if (moneyChanged) await emit(userEvent(row.userId, 'userMoney', await userMoney(tx, row.userId)));
}

async function requireRule(reader: Db, productId: number): Promise<RuleRow> {
  const rule = await repo.ruleOf(reader, productId);
  if (!rule) throw new AppError(ErrorCode.NOT_FOUND, 'No such product');
  return rule;
}

/** The contract's TradeRule of a product. */
export async function tradeRule(tc: TradeContext, productId: number): Promise<Schema<'TradeRule'>> {
  const r = await requireRule(tc.kernel.db, productId);
  return {
    productId: r.productId,
    lotMin: r.lotMin,
    lotMax: r.lotMax,
    lotStep: r.lotStep,
    multiples: r.multiples,
    contractSize: r.contractSize,
    feeRate: r.feeRateOpen,
    feeRateClose: r.feeRateClose,
    precision: r.precision,
    tradingHours: r.tradingHours,
    spread: r.spread,
    stopOutLevel: r.stopOutLevel,
    sessions: r.sessions,
  };
}

function closedMarket(rule: RuleRow): AppError {
  return new AppError(
    ErrorCode.MARKET_CLOSED,
    `${rule.productCode} is outside its trading sessions (${rule.tradingHours})`,
  );
}

/** Field → message id of prices with more decimals than the product's or beyond any price. */
function priceErrors(rule: RuleRow, prices: Record<string, string | null | undefined>) {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(prices)) {
    if (value == null) continue;
    if (decimalsOf(value) > rule.precision) errors[field] = 'validation.trade.price.precision';
    else if (compare(value, PRICE_LIMIT) >= 0) errors[field] = 'validation.trade.price.range';
  }
  return errors;
}

function refuse(errors: Record<string, string>, message: string) {
  if (Object.keys(errors).length > 0) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, message, errors);
  }
}

const SIDE_MESSAGE =
  "A long's stop loss must be below the price and its take profit above it (a short's the reverse)";

/** Places a market or pending order (`buildOrder`). */
export async function placeOrder(
  tc: TradeContext,
  userId: number,
  body: RequestBody<'buildOrder'>,
): Promise<Order> {
  const rule = await requireRule(tc.kernel.db, body.productId);
  const lots = body.lotSize;
  const lotErrors: Record<string, string> = {};
  if (compare(lots, rule.lotMin) < 0 || compare(lots, rule.lotMax) > 0) {
    lotErrors.lotSize = 'validation.trade.lots.range';
  } else if (!isMultipleOf(lots, rule.lotStep)) {
    lotErrors.lotSize = 'validation.trade.lots.step';
  }
  if (!rule.multiples.includes(body.multiple))
    lotErrors.multiple = 'validation.trade.multiple.notAllowed';
  refuse(
    lotErrors,
    `Lots from ${rule.lotMin} to ${rule.lotMax} in steps of ${rule.lotStep}; multiples ${rule.multiples.join(', ')}`,
  );
  refuse(
    priceErrors(rule, {
      entrustPrice: body.entrustPrice,
      stopLoss: body.stopLoss,
      takeProfit: body.takeProfit,
    }),
    `Prices of ${rule.productCode} have at most ${rule.precision} decimals`,
  );
  const tick = tc.tick(rule.productCode);
  if (!tick) throw closedMarket(rule);
  const now = tc.kernel.clock.now();
  const pending = body.orderType !== 'market';
  let price: DecimalString;
  if (pending) {
    if (body.entrustPrice === undefined) {
      refuse(
        { entrustPrice: 'validation.trade.entrustPrice.required' },
        'A pending order needs its price',
      );
    }
    price = body.entrustPrice!;
    if (!entryOnRightSide(body.direction, body.orderType as 'limit' | 'stop', price, tick)) {
      refuse(
        { entrustPrice: 'validation.trade.entrustPrice.wrongSide' },
        'A limit order waits for a better price than now, a stop order for a worse one',
      );
    }
    refuse(stopsErrors(body.direction, price, body.stopLoss, body.takeProfit), SIDE_MESSAGE);
  } else {
    if (!isInSession(rule.sessions, now)) throw closedMarket(rule);
    price = openPriceOf(body.direction, tick);
    refuse(
      stopsErrors(
        body.direction,
        closePriceOf(body.direction, tick),
        body.stopLoss,
        body.takeProfit,
      ),
      SIDE_MESSAGE,
    );
  }
  const terms = {
    direction: body.direction,
    lots,
    contractSize: rule.contractSize,
    multiple: body.multiple,
  };
  const { margin, fee } = openTerms(terms, price, rule.feeRateOpen);

  return tc.kernel.tx(async (tx, emit) => {
    const needed = add(margin, fee);
    const { id, orderNo } = await repo.nextOrderId(tx);
    // One statement holds the margin and charges a market order's fee, refused unless margin and fee
    // are available (a pending order pays its fee when it fills, but needs it now too).
    const held = await hold(
      tx,
      { userId, currency: CURRENCY, amount: margin, kind: 'order_margin', reference: orderNo },
      {
        charge: !pending && isPositive(fee) ? { amount: fee, kind: 'order_fee' } : undefined,
        needs: needed,
      },
    ).catch(async (error: unknown) => {
      if (!(error instanceof InsufficientBalanceError)) throw error;
      const balance = await lockBalance(tx, userId, CURRENCY);
      throw new AppError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `Insufficient balance: margin ${margin} and fee ${fee} need ${needed}, ${norm(balance.available)} available`,
      );
    });
    const holdId = held.holdId;
    // The money after this order, as the ledger's statement left it (no read after the writes).
    const money = { available: held.available, frozen: held.frozen };
    const status: OrderStatus = pending ? 'entrusted' : 'in_position';
    const row = await repo.insertOrder(
      tx,
      {
        id,
        orderNo,
        userId,
        productId: rule.productId,
        productCode: rule.productCode,
        direction: body.direction,
        orderType: body.orderType,
        lots,
        multiple: body.multiple,
        contractSize: rule.contractSize,
        stopOutLevel: rule.stopOutLevel,
        margin,
        openFee: pending ? '0' : fee,
        holdId: Number(holdId),
        entrustPrice: pending ? price : null,
        stopLoss: body.stopLoss ?? null,
        takeProfit: body.takeProfit ?? null,
        openPrice: pending ? null : price,
        openTime: pending ? null : new Date(now),
        status,
        createdAt: new Date(now),
      },
      {
        status,
        price,
        ...(pending
          ? history.placed({
              orderType: body.orderType as 'limit' | 'stop',
              direction: body.direction,
              price,
              margin,
            })
          : history.openedAtMarket({
              price,
              side: body.direction === 'long' ? 'ask' : 'bid',
              margin,
              fee,
            })),
        at: now,
      },
    );
    await announce(tx, tc, emit, row, false);
    await emit(userEvent(userId, 'userMoney', moneyView(money)));
    return orderView(tx, tc, row, { productName: rule.productName });
  }, ANSWER);
}

/** Why and at what a locked open position closes. */
interface Closing {
  row: OrderRow;
  rule: RuleRow;
  price: DecimalString;
  reason: CloseReason;
  /** The "settling" history row: why it closes. */
  record: Recorded;
  at: number;
}

/**
 * Closes locked open positions in the caller's transaction, as one batch: each in_position → closed
 * with a "settling" and a "closed" history row, the loss taken from its margin (never more), the rest
 * released, a profit credited, the close fee charged, the realised P&L on the order. Whatever the batch's
 * size, it is a handful of statements: one UPDATE of the holds, the ledger rows and balances of every
 * user at once (`postAll`: the same rows as posting them one by one), one UPDATE of the orders, one
 * INSERT of the history. Then each order's event and each user's money. The rows must be locked by the
 * caller; one no longer open refuses the batch.
 */
async function settleAll(
  tx: Tx,
  tc: TradeContext,
  emit: (event: OutboxEvent) => Promise<void>,
  closings: readonly Closing[],
): Promise<OrderRow[]> {
  if (closings.length === 0) return [];
  const settled = closings.map((c) => {
    const o = engineOrder(c.row);
    const s = closeSettlement(
      { ...o, openPrice: o.openPrice!, openFee: norm(c.row.openFee) },
      c.price,
      c.rule.feeRateClose,
    );
    return { ...c, s };
  });
  await takeHolds(
    tx,
    settled.map(({ row }) => ({ holdId: String(row.holdId), amount: norm(row.margin) })),
  );
  const entries: Entry[] = [];
  for (const { row, s } of settled) {
    const ref = { userId: row.userId, currency: CURRENCY, reference: row.orderNo };
    const held = { ...ref, kind: 'order_margin', holdId: String(row.holdId) };
    if (isPositive(s.lossCaptured)) {
      entries.push({ ...held, bucket: 'frozen', signed: `-${s.lossCaptured}` });
    }
    if (isPositive(s.released)) {
      entries.push({ ...held, bucket: 'frozen', signed: `-${s.released}` });
      entries.push({ ...held, bucket: 'available', signed: s.released });
    }
    if (isPositive(s.profit)) {
      entries.push({ ...ref, kind: 'order_profit', bucket: 'available', signed: s.profit });
    }
    if (isPositive(s.closeFee)) {
      entries.push({ ...ref, kind: 'order_fee', bucket: 'available', signed: `-${s.closeFee}` });
    }
  }
  const balances = await postAll(tx, entries);
  const closed = settled.map(({ row, s, price, reason, at }) => ({
    ...row,
    status: 'closed',
    closePrice: price,
    closeTime: new Date(at),
    closeFee: s.closeFee,
    profitLoss: s.pnl,
    closeReason: reason,
  }));
  const updated = await repo.closeOrders(tx, closed);
  if (updated !== closed.length) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'The position is no longer open');
  }
  await repo.addHistories(
    tx,
    settled.flatMap(({ row, s, price, record, at }) => [
      { orderId: row.id, status: 'settling' as const, price, ...record, at },
      {
        orderId: row.id,
        status: 'closed' as const,
        price,
        ...history.closed({
          price,
          pnl: s.pnl,
          openFee: norm(row.openFee),
          closeFee: s.closeFee,
        }),
        at,
      },
    ]),
  );
  for (const row of closed) await announce(tx, tc, emit, row, false);
  // Each user's money once, after all of their positions closed: the balance postAll left (it locked
  // the row and wrote it), read again only for a user the batch posted nothing to.
  for (const userId of new Set(closed.map((r) => r.userId))) {
    const after = balances.get(`${userId}:${CURRENCY}`);
    await emit(
      userEvent(userId, 'userMoney', after ? moneyView(after) : await userMoney(tx, userId)),
    );
  }
  return closed;
}

/** Closes one locked open position in the caller's transaction (`settleAll` of one). */
async function settle(
  tx: Tx,
  tc: TradeContext,
  emit: (event: OutboxEvent) => Promise<void>,
  row: OrderRow,
  rule: RuleRow,
  close: { price: DecimalString; reason: CloseReason; record: Recorded; at: number },
): Promise<OrderRow> {
  const [closed] = await settleAll(tx, tc, emit, [{ row, rule, ...close }]);
  return closed!;
}

/** The user closes a position at market (`closeOrder`). */
export async function closePosition(tc: TradeContext, userId: number, orderNo: string) {
  return tc.kernel.tx(async (tx, emit) => {
    const row = await repo.lockOrder(tx, { orderNo, userId });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such order');
    if (row.status !== 'in_position') {
      throw new AppError(
        ErrorCode.ORDER_STATE_CONFLICT,
        `The order is ${row.status}, not in position`,
      );
    }
    const rule = await requireRule(tx, row.productId);
    const tick = tc.tick(row.productCode);
    const now = tc.kernel.clock.now();
    if (!tick || !isInSession(rule.sessions, now)) throw closedMarket(rule);
    const price = closePriceOf(row.direction as 'long' | 'short', tick);
    const closed = await settle(tx, tc, emit, row, rule, {
      price,
      reason: 'user',
      record: history.closedByUser({ price, side: row.direction === 'long' ? 'bid' : 'ask' }),
      at: now,
    });
    return orderView(tx, tc, closed, { productName: rule.productName });
  }, ANSWER);
}

/** The user cancels a pending order; its margin is released (`cancelOrder`). */
export async function cancelPending(tc: TradeContext, userId: number, orderNo: string) {
  return tc.kernel.tx(async (tx, emit) => {
    const row = await repo.lockOrder(tx, { orderNo, userId });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such order');
    if (row.status !== 'entrusted') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `The order is ${row.status}, not pending`);
    }
    const cancelled = await cancelRow(tx, tc, emit, row, 'user');
    return orderView(tx, tc, cancelled);
  }, ANSWER);
}

/** A locked pending order → cancelled, its margin released, in the caller's transaction. */
async function cancelRow(
  tx: Tx,
  tc: TradeContext,
  emit: (event: OutboxEvent) => Promise<void>,
  row: OrderRow,
  by: 'user' | 'demo_reset',
): Promise<OrderRow> {
  const now = tc.kernel.clock.now();
  await release(tx, String(row.holdId), { kind: 'order_margin' });
  const cancelled = await repo.updateOrder(tx, row.id, 'entrusted', {
    status: 'cancelled',
    closeTime: new Date(now),
  });
  await repo.addHistory(tx, {
    orderId: row.id,
    status: 'cancelled',
    price: null,
    ...history.cancelled(by, { margin: norm(row.margin) }),
    at: now,
  });
  await announce(tx, tc, emit, cancelled!, true);
  return cancelled!;
}

/**
 * Ends every open order of a user in the caller's transaction (a demo account's reset): positions close
 * at the current closing-side price (the open price when the product has no tick), pending orders are
 * cancelled; their margins come back before the balance is reset.
 */
export async function endOpenOrders(
  tx: Tx,
  tc: TradeContext,
  emit: (event: OutboxEvent) => Promise<void>,
  userId: number,
): Promise<void> {
  for (const row of await repo.lockOpenOrdersOf(tx, userId)) {
    if (row.status === 'entrusted') {
      await cancelRow(tx, tc, emit, row, 'demo_reset');
      continue;
    }
    const rule = await requireRule(tx, row.productId);
    const tick = tc.tick(row.productCode);
    const price = tick
      ? closePriceOf(row.direction as 'long' | 'short', tick)
      : norm(row.openPrice!);
    await settle(tx, tc, emit, row, rule, {
      price,
      reason: 'demo_reset',
      record: history.closedByDemoReset({ price }),
      at: tc.kernel.clock.now(),
    });
  }
}

/** The user changes the stop loss and take profit of a position or pending order (`updateOrderStops`). */
export async function updateStops(
  tc: TradeContext,
  userId: number,
  body: RequestBody<'updateOrderStops'>,
) {
  return tc.kernel.tx(async (tx, emit) => {
    const row = await repo.lockOrder(tx, { orderNo: body.orderNo, userId });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such order');
    if (row.status !== 'entrusted' && row.status !== 'in_position') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `The order is ${row.status}`);
    }
    const rule = await requireRule(tx, row.productId);
    refuse(
      priceErrors(rule, { stopLoss: body.stopLoss, takeProfit: body.takeProfit }),
      `Prices of ${rule.productCode} have at most ${rule.precision} decimals`,
    );
    const direction = row.direction as 'long' | 'short';
    const tick = tc.tick(row.productCode);
    const reference =
      row.status === 'entrusted'
        ? norm(row.entrustPrice!)
        : tick
          ? closePriceOf(direction, tick)
          : norm(row.openPrice!);
    refuse(stopsErrors(direction, reference, body.stopLoss, body.takeProfit), SIDE_MESSAGE);
    const status = row.status as OrderStatus;
    const updated = await repo.updateOrder(tx, row.id, status, {
      stopLoss: body.stopLoss,
      takeProfit: body.takeProfit,
    });
    await repo.addHistory(tx, {
      orderId: row.id,
      status,
      price: null,
      ...history.stopsEdited({ stopLoss: body.stopLoss, takeProfit: body.takeProfit }),
      at: tc.kernel.clock.now(),
    });
    await announce(tx, tc, emit, updated!, false);
    return orderView(tx, tc, updated!);
  }, ANSWER);
}

export async function getOrder(tc: TradeContext, userId: number, orderNo: string) {
  const row = await repo.findOrder(tc.kernel.db, userId, orderNo);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such order');
  const rule = await repo.ruleOf(tc.kernel.db, row.productId);
  return orderView(tc.kernel.db, tc, row, {
    history: true,
    ...(rule ? { productName: rule.productName } : {}),
  });
}

async function listPage(
  tc: TradeContext,
  userId: number,
  filter: Omit<Parameters<typeof repo.pageOfOrders>[1], 'userId'>,
  body: { page?: number; limit?: number },
) {
  const page = pageOf(body);
  const { rows, total } = await repo.pageOfOrders(tc.kernel.db, { ...filter, userId }, page);
  const list = await Promise.all(rows.map((r) => orderView(tc.kernel.db, tc, r)));
  return { list, total, ...page };
}

/** Orders by status (open ones by default), newest first (`listOrders`). */
export async function listOrders(
  tc: TradeContext,
  userId: number,
  body: RequestBody<'listOrders'>,
) {
  const wanted = (body.status ?? OPEN).filter((s): s is OrderStatus =>
    [...OPEN, ...ENDED].includes(s as OrderStatus),
  );
  return listPage(tc, userId, { statuses: wanted, productId: body.productId }, body);
}

/** Ended orders (closed, cancelled, revoked), newest first (`listOrderHistory`). */
export async function listHistory(
  tc: TradeContext,
  userId: number,
  body: RequestBody<'listOrderHistory'>,
) {
  const now = tc.kernel.clock.now();
  const since = body.shortcut
    ? new Date(now - RANGE_DAYS[body.shortcut] * 86_400_000)
    : body.startTime
      ? new Date(body.startTime)
      : undefined;
  const until = body.endTime ? new Date(body.endTime) : undefined;
  const statuses = body.status ? ENDED.filter((s) => body.status!.includes(s)) : ENDED;
  return listPage(
    tc,
    userId,
    { statuses, productId: body.productId, direction: body.direction, since, until },
    body,
  );
}

export interface Evaluation {
  filled: string[];
  revoked: string[];
  closed: { orderNo: string; reason: CloseReason; price: string; pnl: string }[];
}

/** One product's tick under evaluation. */
interface TickScope {
  tc: TradeContext;
  tick: Tick;
  rule: RuleRow;
  /** Set on the first tick after a restart: its history rows say so. */
  restart: Restart | undefined;
  out: Evaluation;
}

/** Runs `work` on order `id` in its own transaction if it is still `status` (the claim). */
function claim(
  scope: TickScope,
  id: number,
  status: OrderStatus,
  work: (tx: Tx, emit: (event: OutboxEvent) => Promise<void>, row: OrderRow) => Promise<void>,
) {
  return scope.tc.kernel.tx(async (tx, emit) => {
    const row = await repo.lockOrder(tx, { id }, [status]);
    if (row) await work(tx, emit, row);
  });
}

/** A pending order on `tick`: filled at the tick's price, or revoked when its margin cannot be held. */
function fillPending(scope: TickScope, id: number) {
  const { tc, tick, rule, restart, out } = scope;
  return claim(scope, id, 'entrusted', async (tx, emit, row) => {
    const o = engineOrder(row);
    const price = pendingFill(o, tick);
    if (price === null) return;
    const terms = openTerms(o, price, rule.feeRateOpen);
    const balance = await lockBalance(tx, row.userId, CURRENCY);
    const held = norm(row.margin);
    const canPay = add(balance.available, held);
    const holdId = String(row.holdId);
    if (compare(canPay, add(terms.margin, terms.fee)) < 0) {
      await release(tx, holdId, { kind: 'order_margin' });
      const record = history.revokedMarginUnavailable({
        price,
        margin: terms.margin,
        fee: terms.fee,
        available: canPay,
      });
      const revoked = await repo.updateOrder(tx, row.id, 'entrusted', {
        status: 'revoked',
        reason: record.note,
        reasonCode: 'margin_unavailable' satisfies RevokeReason,
        closeTime: new Date(tick.time),
      });
      await repo.addHistory(tx, {
        orderId: id,
        status: 'revoked',
        price,
        ...record,
        at: tick.time,
      });
      await announce(tx, tc, emit, revoked!, true);
      out.revoked.push(row.orderNo);
      return;
    }
    let newHold = holdId;
    if (compare(terms.margin, held) !== 0) {
      await release(tx, holdId, { kind: 'order_margin' });
      newHold = await freeze(tx, {
        userId: row.userId,
        currency: CURRENCY,
        amount: terms.margin,
        kind: 'order_margin',
        reference: row.orderNo,
      });
    }
    if (isPositive(terms.fee)) {
      await debit(tx, {
        userId: row.userId,
        currency: CURRENCY,
        amount: terms.fee,
        kind: 'order_fee',
        reference: row.orderNo,
      });
    }
    const filled = await repo.updateOrder(tx, row.id, 'entrusted', {
      status: 'in_position',
      openPrice: price,
      openTime: new Date(tick.time),
      margin: terms.margin,
      openFee: terms.fee,
      holdId: Number(newHold),
    });
    await repo.addHistory(tx, {
      orderId: id,
      status: 'in_position',
      price,
      ...history.filled(
        {
          price,
          side: row.direction === 'long' ? 'ask' : 'bid',
          entry: o.entrustPrice!,
          margin: terms.margin,
          fee: terms.fee,
        },
        restart,
      ),
      at: tick.time,
    });
    await announce(tx, tc, emit, filled!, true);
    out.filled.push(row.orderNo);
  });
}

/** Positions settled in one transaction by the engine: bounded, so one transaction stays short. */
const EXIT_BATCH = 500;

/**
 * The open positions of the scope's product on its tick: those whose stop loss, take profit or stop-out
 * level it reaches close, claimed and settled in batches of one transaction each (a row another instance
 * holds is waited for, and left out when that one settled it). A batch that fails is retried position by
 * position, so one position that cannot settle does not keep the others open.
 */
async function settleExits(scope: TickScope) {
  const ids = await repo.exitCandidates(scope.tc.kernel.db, scope.rule.productCode, scope.tick);
  const failures: unknown[] = [];
  for (let start = 0; start < ids.length; start += EXIT_BATCH) {
    const batch = ids.slice(start, start + EXIT_BATCH);
    try {
      await settleExitBatch(scope, batch);
    } catch {
      // One by one: a position that cannot settle keeps only itself open; its error is thrown at the end.
      for (const id of batch) {
        await settleExitBatch(scope, [id]).catch((e: unknown) => {
          failures.push(e);
        });
      }
    }
  }
  if (failures.length > 0) throw failures[0];
}

/** One batch of `settleExits`: claims the positions of `ids` still open and settles those the tick closes. */
async function settleExitBatch(scope: TickScope, ids: readonly number[]) {
  const { tc, tick, rule, restart, out } = scope;
  const closed = await tc.kernel.tx(async (tx, emit) => {
    const rows = await repo.lockPositions(tx, ids);
    const closings: Closing[] = [];
    for (const row of rows) {
      const level = norm(row.stopOutLevel);
      const decision = exitDecision(engineOrder(row), tick, level);
      if (!decision) continue;
      const side = row.direction === 'long' ? 'bid' : 'ask';
      const record =
        decision.reason === 'stop_out'
          ? history.stopOut(
              { stopOutLevel: level, margin: norm(row.margin), price: decision.price, side },
              restart,
            )
          : history.crossed(
              decision.reason === 'stop_loss' ? 'stop_loss_crossed' : 'take_profit_crossed',
              { level: decision.level!, price: decision.price, side },
              restart,
            );
      closings.push({
        row,
        rule,
        price: decision.price,
        reason: decision.reason,
        record,
        at: tick.time,
      });
    }
    return settleAll(tx, tc, emit, closings);
  });
  for (const row of closed) {
    out.closed.push({
      orderNo: row.orderNo,
      reason: row.closeReason as CloseReason,
      price: row.closePrice!,
      pnl: norm(row.profitLoss!),
    });
  }
}

/**
 * The engine on the current tick of each product (or of `codes`) in its trading session: fills the
 * pending orders the tick reaches, then closes the positions whose stop loss, take profit or stop-out
 * it reaches. Orders are claimed (locked, still in their state) in the transaction that changes them, so
 * running this twice, or on two instances, settles nothing twice. A tick after a restart says so in the history of what it settles.
 */
export async function evaluate(tc: TradeContext, codes?: readonly string[]): Promise<Evaluation> {
  const out: Evaluation = { filled: [], revoked: [], closed: [] };
  const db = tc.kernel.db;
  const rules = await repo.allRules(db);
  const { marks: lastTicks, active } = await repo.engineState(db);
  const evaluated = new Map<string, Tick & { code: string }>();
  for (const [code, rule] of rules) {
    if (codes && !codes.includes(code)) continue;
    const latest = tc.tick(code);
    if (!latest) continue;
    // Every tick since the last pass, in order (a spike between two passes is not skipped); the
    // latest again when none is new (an order placed since may already be reachable).
    const done = tc.evaluatedSeq.get(code) ?? 0;
    const fresh = (tc.recent?.(code) ?? []).filter((k) => k.seq > done);
    const ticks: (Tick & { seq?: number })[] = fresh.length > 0 ? fresh : [latest];
    let mark = lastTicks.get(code);
    for (const tick of ticks) {
      if (tick.seq !== undefined) tc.evaluatedSeq.set(code, tick.seq);
      if (!isInSession(rule.sessions, tick.time)) continue;
      evaluated.set(code, { bid: tick.bid, ask: tick.ask, time: tick.time, code });
      if (!active.has(code)) continue;
      const restart =
        mark !== undefined && mark < tc.bootedAt ? { lastEvaluated: mark } : undefined;
      mark = tick.time;
      const scope: TickScope = { tc, tick, rule, restart, out };
      for (const id of await repo.pendingCandidates(db, code, tick)) {
        await fillPending(scope, id);
      }
      await settleExits(scope);
    }
  }
  await repo.setMarks(db, [...evaluated.values()]);
  return out;
}

/** The frozen margin the open orders of a user hold (audits and tests). */
export function heldMargin(rows: readonly OrderRow[]): DecimalString {
  return rows
    .filter((r) => r.status === 'entrusted' || r.status === 'in_position')
    .reduce((sum, r) => add(sum, norm(r.margin)), '0');
}
