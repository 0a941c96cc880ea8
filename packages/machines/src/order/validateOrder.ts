import {
  compare,
  isDecimalString,
  isMarginCovered,
  isMultipleOf,
  orderMargin,
  type DecimalString,
} from '@repo/api-schema/money';
import type { Direction, OrderDraft, OrderValidationError, ProductTerms } from './types';

/**
 * Stop loss and take profit must sit on the right side of the price: below and above it for a buy,
 * above and below it for a sell. `null` means "not set".
 */
export function stopsErrors(
  direction: Direction,
  price: DecimalString,
  stopLoss: DecimalString | null,
  takeProfit: DecimalString | null,
): OrderValidationError[] {
  const errors: OrderValidationError[] = [];
  const below = direction === 'buy' ? -1 : 1;
  if (stopLoss !== null && (!isDecimalString(stopLoss) || compare(stopLoss, price) !== below))
    errors.push('stopLossWrongSide');
  if (
    takeProfit !== null &&
    (!isDecimalString(takeProfit) || compare(takeProfit, price) !== -below)
  )
    errors.push('takeProfitWrongSide');
  return errors;
}

/** Everything wrong with a draft: lots, multiple, margin against the available balance, stops. */
export function validateOrder(
  draft: OrderDraft,
  terms: ProductTerms,
  available: DecimalString,
): OrderValidationError[] {
  const errors: OrderValidationError[] = [];
  const lotsOk = isDecimalString(draft.lots) && compare(draft.lots, '0') > 0;
  if (!lotsOk) errors.push('lotsInvalid');
  else if (compare(draft.lots, terms.minLots) < 0 || compare(draft.lots, terms.maxLots) > 0)
    errors.push('lotsOutOfRange');
  else if (!isMultipleOf(draft.lots, terms.lotStep)) errors.push('lotStep');
  const multipleOk = terms.multiples.includes(draft.multiple);
  if (!multipleOk) errors.push('multipleNotAllowed');
  if (lotsOk && multipleOk) {
    const margin = orderMargin({
      price: draft.price,
      lots: draft.lots,
      contractSize: terms.contractSize,
      multiple: draft.multiple,
    });
    if (!isMarginCovered(margin, available)) errors.push('insufficientMargin');
  }
  errors.push(...stopsErrors(draft.direction, draft.price, draft.stopLoss, draft.takeProfit));
  return errors;
}
