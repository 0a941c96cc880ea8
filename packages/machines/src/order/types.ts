import type { DecimalString } from '@repo/api-schema/money';
import type { IdempotencyToken } from '../shared/io';

export type Direction = 'buy' | 'sell';

/** Trading terms of one product (spec §3 trade product; limits are server-provided). */
export interface ProductTerms {
  code: string;
  minLots: DecimalString;
  maxLots: DecimalString;
  /** Lots must be a multiple of this (e.g. "0.01"). */
  lotStep: DecimalString;
  /** Units per lot. */
  contractSize: DecimalString;
  /** Leverage multiples the product allows. */
  multiples: readonly number[];
}

export interface OrderDraft {
  direction: Direction;
  lots: DecimalString;
  multiple: number;
  /** Current price of the product (the order's reference price). */
  price: DecimalString;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
}

/** The body of `POST /user/orders/build`; the token travels in the payload (spec §7). */
export interface OrderBody {
  productCode: string;
  direction: Direction;
  lots: DecimalString;
  multiple: number;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
  idempotentToken: IdempotencyToken;
}

/** Spec §4 order statuses the client acts on. */
export type OrderStatus =
  'entrusted' | 'inPosition' | 'settling' | 'closed' | 'cancelled' | 'revoked';

export interface Order {
  orderNo: string;
  status: OrderStatus;
  productCode: string;
  direction: Direction;
  lots: DecimalString;
  multiple: number;
  margin: DecimalString;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
  openPrice?: DecimalString;
  closePrice?: DecimalString;
  /** Profit (positive) or loss (negative) once closed. */
  profit?: DecimalString;
}

export type OrderValidationError =
  | 'lotsInvalid'
  | 'lotsOutOfRange'
  | 'lotStep'
  | 'multipleNotAllowed'
  | 'insufficientMargin'
  | 'stopLossWrongSide'
  | 'takeProfitWrongSide';

export interface OrderInput {
  terms: ProductTerms;
  /** Available balance for margin. */
  available: DecimalString;
  draft: Pick<OrderDraft, 'direction' | 'price'> & Partial<OrderDraft>;
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
}

export type OrderEvent =
  | { type: 'order.change'; draft: Partial<OrderDraft> }
  | { type: 'order.quote'; price: DecimalString }
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
