import type { DecimalString, QuoteSides } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import type { IdempotencyToken } from '../shared/io';

/** The contract's names (`Direction`, `OrderType`, `OrderStatus`, `Order`), one name per thing. */
export type Direction = Schema<'Direction'>;
export type OrderType = Schema<'OrderType'>;
export type OrderStatus = Schema<'OrderStatus'>;
export type Order = Schema<'Order'>;

/** Trading terms of one product: its published rule (`TradeRule`) under the names the ticket uses. */
export interface ProductTerms {
  productId: number;
  code: string;
  minLots: DecimalString;
  maxLots: DecimalString;
  /** Lots must be a multiple of this (e.g. "0.01"). */
  lotStep: DecimalString;
  /** Units per lot. */
  contractSize: DecimalString;
  /** Leverage multiples the product allows. */
  multiples: readonly number[];
  /** Fee rate on open (a fraction): the available balance must cover margin and fee. */
  feeRate: DecimalString;
}

export interface OrderDraft {
  direction: Direction;
  orderType: OrderType;
  lots: DecimalString;
  multiple: number;
  /** The product's bid and ask now: a market order opens on one side, its stops are checked on the other. */
  quote: QuoteSides;
  /** The entry of a limit or stop order; ignored for a market order. */
  entrustPrice: DecimalString | null;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
}

/**
 * The body of `POST /user/orders/build` and the token of its intent; the app sends the token as the
 * `X-IDEMPOTENT-TOKEN` header (spec §7).
 */
export type OrderBody = Schema<'OrderBuildRequest'> & { idempotentToken: IdempotencyToken };

export type OrderValidationError =
  | 'lotsInvalid'
  | 'lotsOutOfRange'
  | 'lotStep'
  | 'multipleNotAllowed'
  | 'entrustPriceRequired'
  | 'entrustPriceWrongSide'
  | 'insufficientMargin'
  | 'stopLossWrongSide'
  | 'takeProfitWrongSide';

export interface OrderInput {
  terms: ProductTerms;
  /** Available balance for margin and fee. */
  available: DecimalString;
  draft: Pick<OrderDraft, 'direction' | 'quote'> & Partial<OrderDraft>;
}

export interface OrderContext {
  terms: ProductTerms;
  available: DecimalString;
  draft: OrderDraft;
  errors: OrderValidationError[];
  token: IdempotencyToken | null;
  /** The exact body sent; a retry sends it again unchanged with the same token. */
  body: OrderBody | null;
  order: Order | null;
  error: string | null;
  /** The refusal's code (`errCode`), so the app can say it in its own words; null without one. */
  errorCode: number | string | null;
}

export type OrderEvent =
  | { type: 'order.change'; draft: Partial<OrderDraft> }
  | { type: 'order.quote'; quote: QuoteSides }
  | { type: 'order.balance'; available: DecimalString }
  | { type: 'order.submit' }
  | { type: 'order.retry' }
  | { type: 'order.query' }
  | { type: 'order.edit' }
  | { type: 'order.cancel' }
  | { type: 'order.close' }
  | { type: 'order.changeStops'; stopLoss: DecimalString | null; takeProfit: DecimalString | null }
  /** A status or field change pushed by the server or found by a query. */
  | { type: 'order.updated'; order: Order };
