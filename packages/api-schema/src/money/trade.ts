import type { Schema } from '../schema';
import {
  add,
  compare,
  divide,
  MONEY_PLACES,
  multiply,
  round,
  subtract,
  type DecimalString,
} from './decimal';
import { tradeFee } from './fee';
import { orderMargin } from './margin';
import { positionPnl, type PositionDirection } from './pnl';

/**
 * The contract-trading rules both sides use (the ticket shows them before submitting; the server's
 * engine settles with them): bid and ask around the mid, the side a position opens and closes on, the
 * close settlement with negative-balance protection, and the weekly trading sessions.
 */

/** Bid and ask half the published spread either side of the mid, at the product's precision. */
export function quoteSides(
  mid: DecimalString,
  spread: DecimalString,
  precision: number,
): { bid: DecimalString; ask: DecimalString } {
  const half = divide(spread, '2', precision, 'up');
  const bid = subtract(mid, half);
  return {
    bid: compare(bid, '0') > 0 ? bid : mid,
    ask: add(mid, half),
  };
}

/** A long opens at the ask and closes at the bid; a short opens at the bid and closes at the ask. */
export const openSide = (direction: PositionDirection): 'bid' | 'ask' =>
  direction === 'long' ? 'ask' : 'bid';
export const closeSide = (direction: PositionDirection): 'bid' | 'ask' =>
  direction === 'long' ? 'bid' : 'ask';

export interface PositionTerms {
  direction: PositionDirection;
  lots: DecimalString;
  contractSize: DecimalString;
  multiple: number;
}

/** Position value: price × lots × contract size. */
export const notional = (price: DecimalString, t: Pick<PositionTerms, 'lots' | 'contractSize'>) =>
  multiply(multiply(price, t.lots), t.contractSize);

/** Margin and fee of opening `t` at `price`. */
export function openTerms(
  t: PositionTerms,
  price: DecimalString,
  feeRate: DecimalString,
): { margin: DecimalString; fee: DecimalString } {
  return {
    margin: orderMargin({
      price,
      lots: t.lots,
      contractSize: t.contractSize,
      multiple: t.multiple,
    }),
    fee: tradeFee(notional(price, t), feeRate),
  };
}

export interface CloseSettlement {
  /** (close − open) × lots × contract size, signed by direction, before the cap. */
  gross: DecimalString;
  /** Taken from the margin hold for the loss (at most the margin). */
  lossCaptured: DecimalString;
  /** Given back from the margin hold. */
  released: DecimalString;
  /** Credited as profit (0 for a loss). */
  profit: DecimalString;
  /** Close fee charged (the published fee, less only when margin and profit cannot cover it). */
  closeFee: DecimalString;
  /** Realised P&L: capped gross − open fee − close fee. */
  pnl: DecimalString;
}

/**
 * Closing a position at `closePrice`: the loss is taken from the position's margin and never more than
 * it (negative balance protection); the rest of the margin is released; a profit is credited; the close
 * fee is charged from what the position returns (so it, too, never reaches beyond the margin).
 */
export function closeSettlement(
  t: PositionTerms & { openPrice: DecimalString; margin: DecimalString; openFee: DecimalString },
  closePrice: DecimalString,
  feeRateClose: DecimalString,
): CloseSettlement {
  const gross = positionPnl(t.direction, t.openPrice, closePrice, t.lots, t.contractSize);
  const loss = compare(gross, '0') < 0 ? gross.slice(1) : '0';
  const lossCaptured = compare(loss, t.margin) > 0 ? t.margin : loss;
  const released = subtract(t.margin, lossCaptured);
  const profit = compare(gross, '0') > 0 ? gross : '0';
  const fee = tradeFee(notional(closePrice, t), feeRateClose);
  const returned = add(released, profit);
  const closeFee = compare(fee, returned) > 0 ? returned : fee;
  const pnl = round(
    subtract(subtract(subtract(profit, lossCaptured), t.openFee), closeFee),
    MONEY_PLACES,
    'down',
  );
  return { gross, lossCaptured, released, profit, closeFee, pnl };
}

/** Floating loss at `price` as a fraction of margin has reached `level` (stop-out). */
export function isStopOut(
  t: PositionTerms & { openPrice: DecimalString; margin: DecimalString },
  price: DecimalString,
  level: DecimalString,
): boolean {
  const gross = positionPnl(t.direction, t.openPrice, price, t.lots, t.contractSize);
  if (compare(gross, '0') >= 0) return false;
  return compare(gross.slice(1), multiply(t.margin, level)) >= 0;
}

export type TradingSession = Schema<'TradingSession'>;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the weekly sessions (UTC) are open at `timeMs`. */
export function isInSession(sessions: readonly TradingSession[], timeMs: number): boolean {
  const d = new Date(timeMs);
  const day = d.getUTCDay();
  const minute = d.getUTCHours() * 60 + d.getUTCMinutes();
  return sessions.some(
    (s) => s.days.includes(day) && minute >= minutes(s.open) && minute < minutes(s.close),
  );
}

/** The bid and ask of one moment of a product's feed. */
export interface QuoteSides {
  bid: DecimalString;
  ask: DecimalString;
}

export type EntryOrderType = 'market' | 'limit' | 'stop';

/** The message ids of a stop loss or take profit on the wrong side (the server answers with them too). */
export type StopsErrors = Partial<
  Record<
    'stopLoss' | 'takeProfit',
    'validation.trade.stopLoss.wrongSide' | 'validation.trade.takeProfit.wrongSide'
  >
>;

/**
 * Field → message id for a stop loss or take profit on the wrong side of `reference` (the current
 * closing-side price of a position, or a pending order's entry): a long's stop loss below it and its
 * take profit above it; the reverse for a short. The server refuses with these ids; the ticket shows
 * them before submitting.
 */
export function stopsErrors(
  direction: PositionDirection,
  reference: DecimalString,
  stopLoss: DecimalString | null | undefined,
  takeProfit: DecimalString | null | undefined,
): StopsErrors {
  const errors: StopsErrors = {};
  const long = direction === 'long';
  if (
    stopLoss != null &&
    (long ? compare(stopLoss, reference) >= 0 : compare(stopLoss, reference) <= 0)
  ) {
    errors.stopLoss = 'validation.trade.stopLoss.wrongSide';
  }
  if (
    takeProfit != null &&
    (long ? compare(takeProfit, reference) <= 0 : compare(takeProfit, reference) >= 0)
  ) {
    errors.takeProfit = 'validation.trade.takeProfit.wrongSide';
  }
  return errors;
}

/**
 * Whether a pending entry is on its side of the market: a long limit below the ask, a long stop above
 * it; a short limit above the bid, a short stop below it (otherwise it would fill at once: use market).
 */
export function entryOnRightSide(
  direction: PositionDirection,
  orderType: 'limit' | 'stop',
  entry: DecimalString,
  quote: QuoteSides,
): boolean {
  const price = quote[openSide(direction)];
  const buyingLow = (direction === 'long') === (orderType === 'limit');
  return buyingLow ? compare(entry, price) < 0 : compare(entry, price) > 0;
}

/**
 * The price an order's margin and fee are computed at: a market order's opening side of the quote,
 * a pending order's entry.
 */
export const entryPriceOf = (
  direction: PositionDirection,
  orderType: EntryOrderType,
  quote: QuoteSides,
  entrustPrice: DecimalString | null | undefined,
): DecimalString | null =>
  orderType === 'market' ? quote[openSide(direction)] : (entrustPrice ?? null);

/**
 * What a new order's stop loss and take profit are checked against: a market order's closing side of
 * the quote (where the position would close now), a pending order's entry.
 */
export const stopsReferenceOf = (
  direction: PositionDirection,
  orderType: EntryOrderType,
  quote: QuoteSides,
  entrustPrice: DecimalString | null | undefined,
): DecimalString | null =>
  orderType === 'market' ? quote[closeSide(direction)] : (entrustPrice ?? null);
