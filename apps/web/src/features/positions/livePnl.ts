import {
  closeSettlement,
  closeSide,
  compare,
  divide,
  multiply,
  quoteSides,
  stopsErrors,
  type DecimalString,
  type StopsErrors,
} from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';

export type Order = Schema<'Order'>;
export type TradeRule = Schema<'TradeRule'>;

/** What of a rule the live figures need: the spread, precision and close fee rate. */
export type PnlRule = Pick<TradeRule, 'contractSize' | 'spread' | 'precision' | 'feeRateClose'>;

/**
 * The price a position closes at now: a long sells at the bid, a short buys back at the ask, both
 * half the published spread from the live mid (the same `quoteSides` the server's feed uses).
 */
export function closingPrice(
  direction: Order['direction'],
  mid: DecimalString,
  rule: Pick<PnlRule, 'spread' | 'precision'>,
): DecimalString {
  return quoteSides(mid, rule.spread, rule.precision)[closeSide(direction)];
}

/**
 * What closing `order` at `closePrice` would book: (close − open) × lots × contract size, signed by
 * direction, capped at the margin, minus the open fee already paid and the close fee (the shared
 * `closeSettlement` the engine settles with). Null for an order that is not open.
 */
export function pnlAt(
  order: Order,
  closePrice: DecimalString,
  rule: PnlRule,
): DecimalString | null {
  if (order.openPrice == null) return null;
  return closeSettlement(
    {
      direction: order.direction,
      lots: order.lotSize,
      contractSize: rule.contractSize,
      multiple: order.multiple,
      openPrice: order.openPrice,
      margin: order.margin,
      openFee: order.fee,
    },
    closePrice,
    rule.feeRateClose,
  ).pnl;
}

/** The live P&L of an open position at the live mid price of its product. */
export function livePnl(order: Order, mid: DecimalString, rule: PnlRule): DecimalString | null {
  return pnlAt(order, closingPrice(order.direction, mid, rule), rule);
}

/** P&L as a percentage of the margin, 2 decimals (the share card's and the rows' "return"). */
export function pnlPercent(pnl: DecimalString, margin: DecimalString): DecimalString | null {
  if (compare(margin, '0') <= 0) return null;
  return divide(multiply(pnl, '100'), margin, 2, 'down');
}

/** Profit, loss or neither, for the trend colour. */
export function pnlTrend(pnl: DecimalString | null | undefined): 'rise' | 'fall' | 'flat' {
  if (pnl == null) return 'flat';
  const sign = compare(pnl, '0');
  return sign > 0 ? 'rise' : sign < 0 ? 'fall' : 'flat';
}

/**
 * The price a stop loss and take profit are checked against, as the server checks them: the current
 * closing-side price of a position (its open price without a live one), a pending order's entry.
 */
export function stopsReference(
  order: Order,
  mid: DecimalString | undefined,
  rule: Pick<PnlRule, 'spread' | 'precision'>,
): DecimalString | null {
  if (order.status === 'entrusted') return order.entrustPrice ?? null;
  if (mid !== undefined) return closingPrice(order.direction, mid, rule);
  return order.openPrice ?? null;
}

/** The shared side check (`stopsErrors`) of a position or pending order's new stops. */
export function stopsProblems(
  order: Order,
  mid: DecimalString | undefined,
  rule: Pick<PnlRule, 'spread' | 'precision'>,
  stopLoss: DecimalString | null,
  takeProfit: DecimalString | null,
): StopsErrors {
  const reference = stopsReference(order, mid, rule);
  if (reference === null) return {};
  return stopsErrors(order.direction, reference, stopLoss, takeProfit);
}
