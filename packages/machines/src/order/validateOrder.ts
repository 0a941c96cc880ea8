import {
  add,
  closeSide,
  compare,
  entryOnRightSide,
  entryPriceOf,
  isDecimalString,
  isMarginCovered,
  isMultipleOf,
  openTerms,
  stopsErrors as sideErrors,
  stopsReferenceOf,
  type DecimalString,
} from '@repo/api-schema/money';
import type { Direction, OrderDraft, OrderValidationError, ProductTerms } from './types';

/**
 * Stop loss and take profit must sit on the right side of `reference` (the shared rule the server
 * refuses with): below and above it for a long, above and below it for a short. `null` means "not
 * set"; something that is not a decimal is on no side.
 */
export function stopsErrors(
  direction: Direction,
  reference: DecimalString,
  stopLoss: DecimalString | null,
  takeProfit: DecimalString | null,
): OrderValidationError[] {
  const wrong = sideErrors(direction, reference, stopLoss, takeProfit);
  const errors: OrderValidationError[] = [];
  if (stopLoss !== null && (!isDecimalString(stopLoss) || wrong.stopLoss))
    errors.push('stopLossWrongSide');
  if (takeProfit !== null && (!isDecimalString(takeProfit) || wrong.takeProfit))
    errors.push('takeProfitWrongSide');
  return errors;
}

/** Where an open position's stops are checked: its closing side of the quote. */
export const positionReference = (direction: Direction, quote: OrderDraft['quote']) =>
  quote[closeSide(direction)];

/**
 * Everything wrong with a draft, by the product's published rules: lots, multiple, a pending order's
 * entry and its side, margin and open fee against the available balance, and the stops' sides.
 */
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
  const entry =
    draft.orderType === 'market' ||
    (draft.entrustPrice !== null && isDecimalString(draft.entrustPrice))
      ? entryPriceOf(draft.direction, draft.orderType, draft.quote, draft.entrustPrice)
      : null;
  if (draft.orderType !== 'market') {
    if (entry === null || compare(entry, '0') <= 0) errors.push('entrustPriceRequired');
    else if (!entryOnRightSide(draft.direction, draft.orderType, entry, draft.quote))
      errors.push('entrustPriceWrongSide');
  }
  if (lotsOk && multipleOk && entry !== null && compare(entry, '0') > 0) {
    const { margin, fee } = openTerms(
      {
        direction: draft.direction,
        lots: draft.lots,
        contractSize: terms.contractSize,
        multiple: draft.multiple,
      },
      entry,
      terms.feeRate,
    );
    if (!isMarginCovered(add(margin, fee), available)) errors.push('insufficientMargin');
  }
  const reference = stopsReferenceOf(
    draft.direction,
    draft.orderType,
    draft.quote,
    entry ?? undefined,
  );
  if (reference !== null)
    errors.push(...stopsErrors(draft.direction, reference, draft.stopLoss, draft.takeProfit));
  return errors;
}
