import {
  compare,
  isStopOut,
  positionPnl,
  type DecimalString,
  type PositionDirection,
} from '@repo/api-schema/money';

/** The side checks of entries, stop losses and take profits: shared with the app's ticket. */
export { entryOnRightSide, stopsErrors } from '@repo/api-schema/money';

/**
 * The trading engine's decisions, pure: which pending order a tick fills and at what price, which
 * position a tick closes and why, and which entry, stop loss and take profit are on the right side.
 * The service applies them to the database and the ledger; nothing here reads or writes anything.
 */

export type OrderType = 'market' | 'limit' | 'stop';
export type CloseReason = 'user' | 'stop_loss' | 'take_profit' | 'stop_out' | 'demo_reset';

/** One tick of a product's feed: bid and ask around the mid. */
export interface Tick {
  bid: DecimalString;
  ask: DecimalString;
  /** ms since the epoch. */
  time: number;
}

export interface EngineOrder {
  direction: PositionDirection;
  orderType: OrderType;
  lots: DecimalString;
  contractSize: DecimalString;
  multiple: number;
  margin: DecimalString;
  entrustPrice: DecimalString | null;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
  openPrice: DecimalString | null;
}

const below = (a: DecimalString, b: DecimalString) => compare(a, b) <= 0;
const above = (a: DecimalString, b: DecimalString) => compare(a, b) >= 0;

/** The price a position of `direction` opens at on `tick` (long: ask, short: bid). */
export const openPriceOf = (direction: PositionDirection, tick: Tick) =>
  direction === 'long' ? tick.ask : tick.bid;
/** The price a position of `direction` closes at on `tick` (long: bid, short: ask). */
export const closePriceOf = (direction: PositionDirection, tick: Tick) =>
  direction === 'long' ? tick.bid : tick.ask;

/**
 * The price a pending order fills at on `tick`, or null when the tick does not reach it. The buy side
 * (a long) watches the ask, the sell side (a short) the bid. Limit: a long when the ask is at or below
 * the entry, a short when the bid is at or above it. Stop: a long when the ask is at or above the entry,
 * a short when the bid is at or below it. The fill is the tick's price: a gap fills at the gapped price.
 */
export function pendingFill(order: EngineOrder, tick: Tick): DecimalString | null {
  if (order.orderType === 'market' || order.entrustPrice === null) return null;
  const price = openPriceOf(order.direction, tick);
  const entry = order.entrustPrice;
  const buyingLow = (order.direction === 'long') === (order.orderType === 'limit');
  return (buyingLow ? below(price, entry) : above(price, entry)) ? price : null;
}

export interface ExitDecision {
  reason: Exclude<CloseReason, 'user' | 'demo_reset'>;
  /** The tick's closing-side price: what the position closes at. */
  price: DecimalString;
  /** The level that was crossed (stop loss, take profit), null for a stop-out. */
  level: DecimalString | null;
}

/**
 * Whether `tick` closes an open position: its stop loss or take profit crossed on the closing side
 * (a long's bid, a short's ask), or its floating loss at that price reached `stopOutLevel` × margin.
 * It closes at the tick's closing-side price, never at the requested level.
 */
export function exitDecision(
  order: EngineOrder,
  tick: Tick,
  stopOutLevel: DecimalString,
): ExitDecision | null {
  if (order.openPrice === null) return null;
  const price = closePriceOf(order.direction, tick);
  const long = order.direction === 'long';
  const { stopLoss, takeProfit } = order;
  if (stopLoss !== null && (long ? below(price, stopLoss) : above(price, stopLoss))) {
    return { reason: 'stop_loss', price, level: stopLoss };
  }
  if (takeProfit !== null && (long ? above(price, takeProfit) : below(price, takeProfit))) {
    return { reason: 'take_profit', price, level: takeProfit };
  }
  const terms = { ...order, openPrice: order.openPrice };
  if (isStopOut(terms, price, stopOutLevel)) return { reason: 'stop_out', price, level: null };
  return null;
}

/** Floating P&L of an open position at the tick's closing-side price (before fees). */
export function floatingPnl(order: EngineOrder, tick: Tick): DecimalString | null {
  if (order.openPrice === null) return null;
  return positionPnl(
    order.direction,
    order.openPrice,
    closePriceOf(order.direction, tick),
    order.lots,
    order.contractSize,
  );
}
