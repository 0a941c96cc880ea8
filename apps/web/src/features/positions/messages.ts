import { defineMessages, type NoMessageValues } from 'react-intl';

export const positionsMessages = defineMessages<{
  panelLabel: NoMessageValues;
  positionsTab: NoMessageValues;
  pendingTab: NoMessageValues;
  historyTab: NoMessageValues;
  loadingPositions: NoMessageValues;
  loadingPending: NoMessageValues;
  loadingHistory: NoMessageValues;
  loadingOrder: NoMessageValues;
  positionsFailed: NoMessageValues;
  pendingFailed: NoMessageValues;
  historyFailed: NoMessageValues;
  orderFailed: NoMessageValues;
  orderMissing: NoMessageValues;
  noPositions: NoMessageValues;
  noPositionsHint: NoMessageValues;
  noPending: NoMessageValues;
  noPendingHint: NoMessageValues;
  noHistory: NoMessageValues;
  noHistoryMatch: NoMessageValues;
  long: NoMessageValues;
  short: NoMessageValues;
  lotsMultiple: { lots: string | number; multiple: string | number };
  openPrice: NoMessageValues;
  currentPrice: NoMessageValues;
  closePrice: NoMessageValues;
  entryPrice: NoMessageValues;
  pnl: NoMessageValues;
  pnlValue: { amount: string | number; percent: string | number };
  amountUsdt: { amount: string | number };
  margin: NoMessageValues;
  fees: NoMessageValues;
  feesValue: { open: string | number; close: string | number };
  stopLoss: NoMessageValues;
  takeProfit: NoMessageValues;
  notSet: NoMessageValues;
  closing: NoMessageValues;
  close: NoMessageValues;
  closeNamed: { direction: string | number; product: string | number };
  editStops: NoMessageValues;
  editStopsNamed: { direction: string | number; product: string | number };
  details: { direction: string | number; product: string | number };
  cancelOrder: NoMessageValues;
  cancelNamed: { direction: string | number; product: string | number };
  keep: NoMessageValues;
  closeTitle: NoMessageValues;
  closeBody: {
    direction: string | number;
    lots: string | number;
    pnl: string | number;
    price: string | number;
    product: string | number;
  };
  closeConfirm: NoMessageValues;
  cancelTitle: NoMessageValues;
  cancelBody: {
    direction: string | number;
    margin: string | number;
    price: string | number;
    product: string | number;
  };
  actionFailed: NoMessageValues;
  stopsTitle: NoMessageValues;
  stopsHint: { price: string | number };
  pnlAtLevel: { pnl: string | number };
  stopLossWrongSideLong: { price: string | number };
  stopLossWrongSideShort: { price: string | number };
  takeProfitWrongSideLong: { price: string | number };
  takeProfitWrongSideShort: { price: string | number };
  save: NoMessageValues;
  historyTitle: NoMessageValues;
  allHistory: NoMessageValues;
  product: NoMessageValues;
  direction: NoMessageValues;
  status: NoMessageValues;
  all: NoMessageValues;
  clearFilters: NoMessageValues;
  lots: NoMessageValues;
  closedAt: NoMessageValues;
  historyTable: NoMessageValues;
  detailTitle: NoMessageValues;
  orderNo: NoMessageValues;
  orderType: NoMessageValues;
  openTime: NoMessageValues;
  closeTime: NoMessageValues;
  createdAt: NoMessageValues;
  closeReason: NoMessageValues;
  timeline: NoMessageValues;
  share: NoMessageValues;
  shareTitle: NoMessageValues;
  showAmounts: NoMessageValues;
  shareAction: NoMessageValues;
  download: NoMessageValues;
  cardAlt: {
    direction: string | number;
    multiple: string | number;
    percent: string | number;
    product: string | number;
  };
  cardReturn: NoMessageValues;
  riskNote: NoMessageValues;
  demo: NoMessageValues;
  positionsCount: { count: number };
  pendingCount: { count: number };
  listPartial: { shown: number; total: number };
}>({
  demo: {
    id: 'positions.demo',
    defaultMessage: 'Demo account: these orders use virtual funds, not real money.',
    description:
      'Notice on the positions, position detail and order history screens when the signed-in account is a demo account',
  },
  positionsCount: {
    id: 'positions.count',
    defaultMessage: '{count, plural, one {# open position} other {# open positions}}',
    description: 'How many open positions the user has, above the list',
  },
  pendingCount: {
    id: 'positions.pending.count',
    defaultMessage: '{count, plural, one {# pending order} other {# pending orders}}',
    description: 'How many pending orders the user has, above the list',
  },
  listPartial: {
    id: 'positions.list.partial',
    defaultMessage: 'Showing the newest {shown} of {total}.',
    description:
      'Under the list when it shows fewer orders than the user has (a very long list is cut short)',
  },
  panelLabel: {
    id: 'positions.panel.label',
    defaultMessage: 'Your orders',
    description: 'Accessible name of the tabs with open positions, pending orders and history',
  },
  positionsTab: {
    id: 'positions.tab.positions',
    defaultMessage: 'Positions',
    description: 'Tab listing the open contract positions',
  },
  pendingTab: {
    id: 'positions.tab.pending',
    defaultMessage: 'Pending',
    description: 'Tab listing pending (entrusted) orders waiting for their price',
  },
  historyTab: {
    id: 'positions.tab.history',
    defaultMessage: 'History',
    description: 'Tab listing closed, cancelled and revoked orders',
  },
  loadingPositions: {
    id: 'positions.loading',
    defaultMessage: 'Loading positions',
    description: 'Screen-reader text while the open positions load',
  },
  loadingPending: {
    id: 'positions.pending.loading',
    defaultMessage: 'Loading pending orders',
    description: 'Screen-reader text while the pending orders load',
  },
  loadingHistory: {
    id: 'positions.history.loading',
    defaultMessage: 'Loading order history',
    description: 'Screen-reader text while the order history loads',
  },
  loadingOrder: {
    id: 'positions.detail.loading',
    defaultMessage: 'Loading the order',
    description: 'Screen-reader text while one order loads',
  },
  positionsFailed: {
    id: 'positions.loadError',
    defaultMessage: 'Your positions could not be loaded.',
    description: 'Error when the open positions could not be loaded',
  },
  pendingFailed: {
    id: 'positions.pending.loadError',
    defaultMessage: 'Your pending orders could not be loaded.',
    description: 'Error when the pending orders could not be loaded',
  },
  historyFailed: {
    id: 'positions.history.loadError',
    defaultMessage: 'Your order history could not be loaded.',
    description: 'Error when the order history could not be loaded',
  },
  orderFailed: {
    id: 'positions.detail.loadError',
    defaultMessage: 'This order could not be loaded.',
    description: 'Error when one order could not be loaded',
  },
  orderMissing: {
    id: 'positions.detail.missing',
    defaultMessage: 'This order does not exist',
    description: 'Shown when the order asked for does not exist or is not the user’s',
  },
  noPositions: {
    id: 'positions.empty',
    defaultMessage: 'No open positions',
    description: 'Shown when the user has no open positions',
  },
  noPositionsHint: {
    id: 'positions.empty.hint',
    defaultMessage:
      'Positions you open with the trade ticket appear here with their live profit and loss.',
    description: 'Explanation under the empty positions list',
  },
  noPending: {
    id: 'positions.pending.empty',
    defaultMessage: 'No pending orders',
    description: 'Shown when the user has no pending orders',
  },
  noPendingHint: {
    id: 'positions.pending.empty.hint',
    defaultMessage: 'A limit or stop order waits here until the market reaches its price.',
    description: 'Explanation under the empty pending orders list',
  },
  noHistory: {
    id: 'positions.history.empty',
    defaultMessage: 'No orders yet',
    description: 'Shown when the user has no closed, cancelled or revoked orders',
  },
  noHistoryMatch: {
    id: 'positions.history.emptyFiltered',
    defaultMessage: 'No orders match these filters',
    description: 'Shown when the order history filters leave nothing',
  },
  long: {
    id: 'positions.direction.long',
    defaultMessage: 'Long',
    description: 'Direction of a position that gains when the price rises (buy up)',
  },
  short: {
    id: 'positions.direction.short',
    defaultMessage: 'Short',
    description: 'Direction of a position that gains when the price falls (buy down)',
  },
  lotsMultiple: {
    id: 'positions.lotsMultiple',
    defaultMessage: '{lots} lots · ×{multiple}',
    description: 'Size and leverage of a position, e.g. "0.1 lots · ×10"',
  },
  openPrice: {
    id: 'positions.openPrice',
    defaultMessage: 'Open price',
    description: 'Label of the price a position opened at',
  },
  currentPrice: {
    id: 'positions.currentPrice',
    defaultMessage: 'Close price now',
    description:
      'Label of the live price a position would close at (bid for a long, ask for a short)',
  },
  closePrice: {
    id: 'positions.closePrice',
    defaultMessage: 'Close price',
    description: 'Label of the price a position closed at',
  },
  entryPrice: {
    id: 'positions.entryPrice',
    defaultMessage: 'Entry price',
    description: 'Label of the price a pending order waits for',
  },
  pnl: {
    id: 'positions.pnl',
    defaultMessage: 'P&L',
    description: 'Label of the profit or loss of a position, after fees',
  },
  pnlValue: {
    id: 'positions.pnlValue',
    defaultMessage: '{amount} USDT ({percent})',
    description: 'A profit or loss with its return on margin, e.g. "+12.50 USDT (+3.21%)"',
  },
  amountUsdt: {
    id: 'positions.amountUsdt',
    defaultMessage: '{amount} USDT',
    description: 'An amount of USDT',
  },
  margin: {
    id: 'positions.margin',
    defaultMessage: 'Margin',
    description: 'Label of the margin held for a position or order',
  },
  fees: {
    id: 'positions.fees',
    defaultMessage: 'Fees',
    description: 'Label of the fees charged on opening and closing a position',
  },
  feesValue: {
    id: 'positions.feesValue',
    defaultMessage: 'Open {open} + close {close} USDT',
    description: 'The fee charged on opening and the one charged on closing a position',
  },
  stopLoss: {
    id: 'positions.stopLoss',
    defaultMessage: 'Stop loss',
    description: 'Label of the price at which a position closes to limit a loss',
  },
  takeProfit: {
    id: 'positions.takeProfit',
    defaultMessage: 'Take profit',
    description: 'Label of the price at which a position closes to take a profit',
  },
  notSet: {
    id: 'positions.notSet',
    defaultMessage: 'Not set',
    description: 'Shown for a stop loss or take profit the user has not set',
  },
  closing: {
    id: 'positions.closing',
    defaultMessage: 'Settling…',
    description: 'Shown on a position while its close is being settled',
  },
  close: {
    id: 'positions.close',
    defaultMessage: 'Close',
    description: 'Button that closes a position at the market price (asks for confirmation first)',
  },
  closeNamed: {
    id: 'positions.close.named',
    defaultMessage: 'Close {product} {direction}',
    description: 'Accessible name of the Close button of one position, e.g. "Close BTCUSDT Long"',
  },
  editStops: {
    id: 'positions.editStops',
    defaultMessage: 'SL/TP',
    description: 'Button that opens the stop loss and take profit editor of a position or order',
  },
  editStopsNamed: {
    id: 'positions.editStops.named',
    defaultMessage: 'Edit stop loss and take profit of {product} {direction}',
    description: 'Accessible name of the SL/TP button of one position or order',
  },
  details: {
    id: 'positions.details',
    defaultMessage: 'Details of {product} {direction}',
    description: 'Link from a position or order to its detail page with its history',
  },
  cancelOrder: {
    id: 'positions.cancelOrder',
    defaultMessage: 'Cancel order',
    description: 'Button that cancels a pending order (asks for confirmation first)',
  },
  cancelNamed: {
    id: 'positions.cancelOrder.named',
    defaultMessage: 'Cancel pending {product} {direction}',
    description: 'Accessible name of the Cancel order button of one pending order',
  },
  keep: {
    id: 'positions.keep',
    defaultMessage: 'Keep it',
    description: 'Button that leaves a position or order as it is and closes the confirmation',
  },
  closeTitle: {
    id: 'positions.close.title',
    defaultMessage: 'Close this position at market?',
    description: 'Heading of the confirmation before closing a position',
  },
  closeBody: {
    id: 'positions.close.body',
    defaultMessage:
      '{product} {direction}, {lots} lots, closes at the next market price (now {price}). Estimated P&L after fees: {pnl} USDT.',
    description: 'Text of the confirmation before closing a position',
  },
  closeConfirm: {
    id: 'positions.close.confirm',
    defaultMessage: 'Close position',
    description: 'Confirm button that closes a position at market',
  },
  cancelTitle: {
    id: 'positions.cancel.title',
    defaultMessage: 'Cancel this pending order?',
    description: 'Heading of the confirmation before cancelling a pending order',
  },
  cancelBody: {
    id: 'positions.cancel.body',
    defaultMessage:
      '{product} {direction} at {price} will not be filled. Its margin of {margin} USDT is released.',
    description: 'Text of the confirmation before cancelling a pending order',
  },
  actionFailed: {
    id: 'positions.action.failed',
    defaultMessage: 'That did not go through. Try again: it will not be done twice.',
    description: 'Error after a close, cancel or stop change failed; a retry is safe (idempotent)',
  },
  stopsTitle: {
    id: 'positions.stops.title',
    defaultMessage: 'Stop loss and take profit',
    description: 'Heading of the editor of a position’s stop loss and take profit',
  },
  stopsHint: {
    id: 'positions.stops.hint',
    defaultMessage: 'Leave a field empty to remove it. Reference price: {price}.',
    description:
      'Explanation in the stop loss and take profit editor; the reference is the close price now',
  },
  pnlAtLevel: {
    id: 'positions.stops.pnlAt',
    defaultMessage: 'P&L at this price: {pnl} USDT',
    description:
      'Shown under a stop loss or take profit field: the P&L if the position closes there',
  },
  stopLossWrongSideLong: {
    id: 'positions.stops.stopLoss.long',
    defaultMessage: 'A long’s stop loss must be below {price}.',
    description: 'Error: the stop loss of a long position is at or above the reference price',
  },
  stopLossWrongSideShort: {
    id: 'positions.stops.stopLoss.short',
    defaultMessage: 'A short’s stop loss must be above {price}.',
    description: 'Error: the stop loss of a short position is at or below the reference price',
  },
  takeProfitWrongSideLong: {
    id: 'positions.stops.takeProfit.long',
    defaultMessage: 'A long’s take profit must be above {price}.',
    description: 'Error: the take profit of a long position is at or below the reference price',
  },
  takeProfitWrongSideShort: {
    id: 'positions.stops.takeProfit.short',
    defaultMessage: 'A short’s take profit must be below {price}.',
    description: 'Error: the take profit of a short position is at or above the reference price',
  },
  save: {
    id: 'positions.stops.save',
    defaultMessage: 'Save',
    description: 'Button that saves the stop loss and take profit',
  },
  historyTitle: {
    id: 'positions.history.title',
    defaultMessage: 'Order history',
    description: 'Heading of the order history page',
  },
  allHistory: {
    id: 'positions.history.all',
    defaultMessage: 'All orders and filters',
    description: 'Link from the history tab to the full order history page with filters',
  },
  product: {
    id: 'positions.filter.product',
    defaultMessage: 'Product',
    description: 'Label of the product filter and column of the order history',
  },
  direction: {
    id: 'positions.filter.direction',
    defaultMessage: 'Direction',
    description: 'Label of the direction (long/short) filter and column of the order history',
  },
  status: {
    id: 'positions.filter.status',
    defaultMessage: 'Status',
    description: 'Label of the status filter and column of the order history',
  },
  all: {
    id: 'positions.filter.all',
    defaultMessage: 'All',
    description: 'Filter choice that does not narrow the list',
  },
  clearFilters: {
    id: 'positions.filter.clear',
    defaultMessage: 'Clear filters',
    description: 'Button that removes every filter of the order history',
  },
  lots: {
    id: 'positions.column.lots',
    defaultMessage: 'Lots × multiple',
    description: 'Column of the order history: lot size and multiple',
  },
  closedAt: {
    id: 'positions.column.time',
    defaultMessage: 'Time',
    description: 'Column of the order history: when the order ended',
  },
  historyTable: {
    id: 'positions.history.table',
    defaultMessage: 'Order history',
    description: 'Accessible name of the order history table',
  },
  detailTitle: {
    id: 'positions.detail.title',
    defaultMessage: 'Order details',
    description: 'Heading of the page with one order or position and its history',
  },
  orderNo: {
    id: 'positions.detail.orderNo',
    defaultMessage: 'Order number',
    description: 'Label of an order’s number',
  },
  orderType: {
    id: 'positions.detail.orderType',
    defaultMessage: 'Order type',
    description: 'Label of an order’s type (market, limit, stop)',
  },
  openTime: {
    id: 'positions.detail.openTime',
    defaultMessage: 'Opened',
    description: 'Label of when a position opened',
  },
  closeTime: {
    id: 'positions.detail.closeTime',
    defaultMessage: 'Closed',
    description: 'Label of when a position closed',
  },
  createdAt: {
    id: 'positions.detail.createdAt',
    defaultMessage: 'Placed',
    description: 'Label of when an order was placed',
  },
  closeReason: {
    id: 'positions.detail.closeReason',
    defaultMessage: 'Why it ended',
    description: 'Label of why an order closed or was revoked',
  },
  timeline: {
    id: 'positions.detail.timeline',
    defaultMessage: 'What happened',
    description: 'Heading of the list of an order’s state changes',
  },
  share: {
    id: 'positions.share',
    defaultMessage: 'Share result',
    description: 'Button that opens the share card of a closed order',
  },
  shareTitle: {
    id: 'positions.share.title',
    defaultMessage: 'Share your result',
    description: 'Heading of the dialog with the result card to share',
  },
  showAmounts: {
    id: 'positions.share.showAmounts',
    defaultMessage: 'Show amounts',
    description:
      'Checkbox: put the USDT amounts on the share card (off by default: only percentages)',
  },
  shareAction: {
    id: 'positions.share.send',
    defaultMessage: 'Share',
    description: 'Button that shares the result card image through the device’s share sheet',
  },
  download: {
    id: 'positions.share.download',
    defaultMessage: 'Download image',
    description: 'Button that saves the result card image (when the device cannot share files)',
  },
  cardAlt: {
    id: 'positions.share.alt',
    defaultMessage: 'Result card: {product} {direction} ×{multiple}, return {percent}',
    description: 'Text alternative of the share card image',
  },
  cardReturn: {
    id: 'positions.share.return',
    defaultMessage: 'Return',
    description: 'Label on the share card image above the return in percent',
  },
  riskNote: {
    id: 'positions.share.risk',
    defaultMessage: 'Trading contracts carries a high risk of loss.',
    description: 'Risk warning printed on the share card image',
  },
});

/** Spec §4 order states, by the contract's names. */
export const statusMessages = defineMessages({
  entrusted: {
    id: 'positions.status.entrusted',
    defaultMessage: 'Pending',
    description: 'Order status: entrusted, waiting for its price',
  },
  settling: {
    id: 'positions.status.settling',
    defaultMessage: 'Settling',
    description: 'Order status: a close is being settled',
  },
  in_position: {
    id: 'positions.status.inPosition',
    defaultMessage: 'In position',
    description: 'Order status: the position is open',
  },
  closed: {
    id: 'positions.status.closed',
    defaultMessage: 'Closed',
    description: 'Order status: the position was closed',
  },
  revoked: {
    id: 'positions.status.revoked',
    defaultMessage: 'Revoked',
    description: 'Order status: the system withdrew a pending order (with a reason)',
  },
  cancelled: {
    id: 'positions.status.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Order status: the user cancelled a pending order',
  },
  processing: {
    id: 'positions.status.processing',
    defaultMessage: 'Processing',
    description: 'Order status: processing',
  },
  in_progress: {
    id: 'positions.status.inProgress',
    defaultMessage: 'In progress',
    description: 'Order status: in progress',
  },
  completed: {
    id: 'positions.status.completed',
    defaultMessage: 'Completed',
    description: 'Order status: completed',
  },
});

export const closeReasonMessages = defineMessages({
  user: {
    id: 'positions.reason.user',
    defaultMessage: 'Closed by you at market',
    description: 'Why a position closed: the user closed it',
  },
  stop_loss: {
    id: 'positions.reason.stopLoss',
    defaultMessage: 'Stop loss reached',
    description: 'Why a position closed: the price crossed its stop loss',
  },
  take_profit: {
    id: 'positions.reason.takeProfit',
    defaultMessage: 'Take profit reached',
    description: 'Why a position closed: the price crossed its take profit',
  },
  stop_out: {
    id: 'positions.reason.stopOut',
    defaultMessage: 'Stop-out: the loss reached the stop-out level of the margin',
    description: 'Why a position closed: stop-out (loss reached the published share of its margin)',
  },
  demo_reset: {
    id: 'positions.reason.demoReset',
    defaultMessage: 'Demo account reset',
    description: 'Why a position closed: the demo account was reset',
  },
});

export const orderTypeMessages = defineMessages({
  market: {
    id: 'positions.type.market',
    defaultMessage: 'Market',
    description: 'Order type: fills at once at the market price',
  },
  limit: {
    id: 'positions.type.limit',
    defaultMessage: 'Limit',
    description: 'Order type: pending until the price reaches a better level',
  },
  stop: {
    id: 'positions.type.stop',
    defaultMessage: 'Stop',
    description: 'Order type: pending until the price breaks through a level',
  },
});

/**
 * An order's history entry of each contract event (`OrderHistoryEntry.event`) with its `values`: prices
 * at the product's precision, amounts as `{amount} USDT`, `side` as a translated word.
 */
type Text = string | number;
export const historyEventMessages = defineMessages<{
  placed: { orderType: Text; direction: Text; price: Text; margin: Text };
  opened_at_market: { price: Text; side: Text; margin: Text; fee: Text };
  filled: { price: Text; side: Text; entry: Text; margin: Text; fee: Text };
  stops_edited: { stopLoss: Text; takeProfit: Text };
  cancelled_by_user: { margin: Text };
  cancelled_by_demo_reset: { margin: Text };
  revoked_margin_unavailable: { price: Text; margin: Text; fee: Text; available: Text };
  closed_by_user: { price: Text; side: Text };
  closed_by_demo_reset: { price: Text };
  stop_loss_crossed: { level: Text; price: Text; side: Text };
  take_profit_crossed: { level: Text; price: Text; side: Text };
  stop_out: { percent: Text; margin: Text; price: Text; side: Text };
  closed: { price: Text; pnl: Text; openFee: Text; closeFee: Text };
}>({
  placed: {
    id: 'positions.history.placed',
    defaultMessage: 'Placed: {orderType} {direction} at {price}; margin {margin} USDT held',
    description:
      'Order history: a pending order was placed. {orderType} is "Limit" or "Stop", {direction} "Long" or "Short", {price} its entry price, {margin} an amount',
  },
  opened_at_market: {
    id: 'positions.history.openedAtMarket',
    defaultMessage:
      'Opened at market at {price} ({side}); margin {margin} USDT held, fee {fee} USDT',
    description:
      'Order history: a market order opened. {side} is the quote side it opened at ("ask" or "bid"); {margin} and {fee} are amounts',
  },
  filled: {
    id: 'positions.history.filled',
    defaultMessage:
      'Filled at {price} ({side}), entry price {entry}; margin {margin} USDT, fee {fee} USDT',
    description:
      'Order history: a pending order filled when the price reached its entry price {entry}. {side} is "ask" or "bid"',
  },
  stops_edited: {
    id: 'positions.history.stopsEdited',
    defaultMessage: 'Stop loss {stopLoss}, take profit {takeProfit}',
    description:
      'Order history: the user changed the stop loss and take profit; each is a price or "Not set"',
  },
  cancelled_by_user: {
    id: 'positions.history.cancelledByUser',
    defaultMessage: 'Cancelled by you; margin {margin} USDT released',
    description: 'Order history: the user cancelled a pending order and its margin came back',
  },
  cancelled_by_demo_reset: {
    id: 'positions.history.cancelledByDemoReset',
    defaultMessage: 'Cancelled: the demo account was reset; margin {margin} USDT released',
    description: 'Order history: a pending order was cancelled because the demo account was reset',
  },
  revoked_margin_unavailable: {
    id: 'positions.history.revokedMarginUnavailable',
    defaultMessage:
      'Revoked at the fill price {price}: margin {margin} USDT and fee {fee} USDT needed, {available} USDT available',
    description:
      'Order history: the system revoked a pending order because the balance could not cover its margin and fee when the price was reached',
  },
  closed_by_user: {
    id: 'positions.history.closedByUser',
    defaultMessage: 'Closed by you at market at {price} ({side})',
    description: 'Order history: the user closed the position. {side} is "ask" or "bid"',
  },
  closed_by_demo_reset: {
    id: 'positions.history.closedByDemoReset',
    defaultMessage: 'Closed at {price}: the demo account was reset',
    description: 'Order history: a position closed because the demo account was reset',
  },
  stop_loss_crossed: {
    id: 'positions.history.stopLossCrossed',
    defaultMessage: 'Stop loss {level} crossed: closed at {price} ({side})',
    description:
      'Order history: the price crossed the stop loss {level}; the position closed at {price}. {side} is "ask" or "bid"',
  },
  take_profit_crossed: {
    id: 'positions.history.takeProfitCrossed',
    defaultMessage: 'Take profit {level} crossed: closed at {price} ({side})',
    description:
      'Order history: the price crossed the take profit {level}; the position closed at {price}. {side} is "ask" or "bid"',
  },
  stop_out: {
    id: 'positions.history.stopOut',
    defaultMessage:
      'Stop-out: the loss reached {percent}% of the margin {margin} USDT; closed at {price} ({side})',
    description:
      'Order history: the position was closed because its loss reached the stop-out share {percent} (e.g. 80) of its margin. {side} is "ask" or "bid"',
  },
  closed: {
    id: 'positions.history.closed',
    defaultMessage:
      'Closed at {price}: P&L {pnl} USDT after fees (opening fee {openFee} USDT, closing fee {closeFee} USDT)',
    description: 'Order history: the position closed; {pnl} is the signed realised profit or loss',
  },
});

/** Remarks an order history entry may carry besides its event. */
export const historyRemarkMessages = defineMessages<{
  gappedPast: { level: Text };
  afterRestart: NoMessageValues;
}>({
  gappedPast: {
    id: 'positions.history.gappedPast',
    defaultMessage: 'The price gapped past {level}: done at the first price that crossed it',
    description:
      'Order history remark: the market jumped over the level {level}, so the order filled or closed at the first price beyond it',
  },
  afterRestart: {
    id: 'positions.history.afterRestart',
    defaultMessage: 'Settled at the first price after the server restarted',
    description:
      'Order history remark: prices while the server was down were not seen; this was settled at the first price after it restarted',
  },
});

/** The quote side an order opened or closed at. */
export const sideMessages = defineMessages({
  ask: {
    id: 'positions.side.ask',
    defaultMessage: 'ask',
    description: 'Quote side: the ask (buying) price, shown in brackets after a price',
  },
  bid: {
    id: 'positions.side.bid',
    defaultMessage: 'bid',
    description: 'Quote side: the bid (selling) price, shown in brackets after a price',
  },
});

/** Why the system revoked an order (`Order.reasonCode`). */
export const revokeReasonMessages = defineMessages({
  margin_unavailable: {
    id: 'positions.revoke.marginUnavailable',
    defaultMessage: 'Revoked: the margin and fee could not be held when the price was reached',
    description: 'Why the system revoked a pending order: the balance did not cover it at the fill',
  },
  other: {
    id: 'positions.revoke.other',
    defaultMessage: 'Revoked by the system',
    description: 'Why an order was revoked, when the app does not know the reason',
  },
});

export { positionsTitles } from './titles';
