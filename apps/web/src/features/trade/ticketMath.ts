import {
  add,
  closeSettlement,
  compare,
  divide,
  entryPriceOf,
  isDecimalString,
  multiply,
  openTerms,
  quoteSides,
  subtract,
  type DecimalString,
  type QuoteSides,
} from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import type { OrderDraft, ProductTerms } from '@repo/machines/order';

type TradeRule = Schema<'TradeRule'>;

/** The order machine's terms of a product's published rule. */
export function termsOf(rule: TradeRule, code: string): ProductTerms {
  return {
    productId: rule.productId,
    code,
    minLots: rule.lotMin,
    maxLots: rule.lotMax,
    lotStep: rule.lotStep,
    contractSize: rule.contractSize,
    multiples: rule.multiples,
    feeRate: rule.feeRate,
  };
}

/** Bid and ask of a live mid price: the published spread around it, as the server quotes them. */
export const sidesOf = (mid: DecimalString, rule: TradeRule): QuoteSides =>
  quoteSides(mid, rule.spread, rule.precision);

const isPositive = (value: string | null | undefined): value is string =>
  typeof value === 'string' && isDecimalString(value) && compare(value, '0') > 0;

export interface TicketEstimate {
  /** Where margin and fee are computed: the opening side of the quote, or the pending entry. */
  entry: DecimalString | null;
  margin: DecimalString | null;
  fee: DecimalString | null;
  /** Realised P&L (after open and close fees, loss capped at the margin) if it closes at the level. */
  pnlAtStopLoss: DecimalString | null;
  pnlAtTakeProfit: DecimalString | null;
}

/**
 * What the ticket shows before submitting, by the shared rules the server settles with: margin and
 * open fee at the entry, and the result of closing at the stop loss and at the take profit.
 * Anything not yet computable (no lots, no entry) is null.
 */
export function ticketEstimate(draft: OrderDraft, rule: TradeRule): TicketEstimate {
  const none: TicketEstimate = {
    entry: null,
    margin: null,
    fee: null,
    pnlAtStopLoss: null,
    pnlAtTakeProfit: null,
  };
  const rawEntry = entryPriceOf(draft.direction, draft.orderType, draft.quote, draft.entrustPrice);
  const entry = isPositive(rawEntry) ? rawEntry : null;
  if (!entry || !isPositive(draft.lots) || !rule.multiples.includes(draft.multiple))
    return { ...none, entry };
  const terms = {
    direction: draft.direction,
    lots: draft.lots,
    contractSize: rule.contractSize,
    multiple: draft.multiple,
  };
  const { margin, fee } = openTerms(terms, entry, rule.feeRate);
  const at = (level: string | null) =>
    isPositive(level)
      ? closeSettlement(
          { ...terms, openPrice: entry, margin, openFee: fee },
          level,
          rule.feeRateClose,
        ).pnl
      : null;
  return {
    entry,
    margin,
    fee,
    pnlAtStopLoss: at(draft.stopLoss),
    pnlAtTakeProfit: at(draft.takeProfit),
  };
}

/**
 * Lots one step up (`by` 1) or down (-1) from `lots`, on the step grid and within min and max. A
 * value that is not a number starts from the minimum.
 */
export function stepLots(lots: string, by: 1 | -1, rule: TradeRule): DecimalString {
  const { lotMin, lotMax, lotStep } = rule;
  if (!isPositive(lots)) return lotMin;
  const steps = divide(lots, lotStep, 0, by === 1 ? 'up' : 'down');
  const onGrid = multiply(steps, lotStep);
  const next =
    compare(onGrid, lots) !== 0 ? onGrid : by === 1 ? add(lots, lotStep) : subtract(lots, lotStep);
  if (compare(next, lotMin) < 0) return lotMin;
  if (compare(next, lotMax) > 0) return lotMax;
  return next;
}
