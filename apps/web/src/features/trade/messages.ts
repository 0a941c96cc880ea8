import { defineMessages } from 'react-intl';
import type { OrderValidationError } from '@repo/machines/order';

export const ticketMessages = defineMessages({
  ticket: {
    id: 'trade.ticket.label',
    defaultMessage: 'Order ticket',
    description: 'Accessible name of the order form (the trade ticket) on the trade page',
  },
  loading: {
    id: 'trade.ticket.loading',
    defaultMessage: 'Loading the order ticket',
    description: 'Accessible name of the placeholder shown while the products and rules load',
  },
  loadError: {
    id: 'trade.ticket.loadError',
    defaultMessage: 'The order ticket could not be loaded.',
    description: 'Error text when the product list or its trading rules could not be loaded',
  },
  noProducts: {
    id: 'trade.ticket.noProducts',
    defaultMessage: 'There are no products to trade yet',
    description: 'Empty state of the trade page when the operator lists no products',
  },
  product: {
    id: 'trade.ticket.product',
    defaultMessage: 'Product',
    description: 'Label of the product switcher (a searchable list) on the trade ticket',
  },
  productSearch: {
    id: 'trade.ticket.productSearch',
    defaultMessage: 'Search by code or name',
    description: 'Placeholder of the product switcher search input',
  },
  simulated: {
    id: 'trade.ticket.simulated',
    defaultMessage: 'Simulated prices',
    description: 'Label beside the live prices when they come from a simulator, not a market',
  },
  bid: {
    id: 'trade.ticket.bid',
    defaultMessage: 'Bid (short opens, long closes)',
    description: 'Label of the live bid price on the trade ticket',
  },
  ask: {
    id: 'trade.ticket.ask',
    defaultMessage: 'Ask (long opens, short closes)',
    description: 'Label of the live ask price on the trade ticket',
  },
  direction: {
    id: 'trade.ticket.direction',
    defaultMessage: 'Direction',
    description: 'Accessible name of the long/short switch on the trade ticket',
  },
  long: {
    id: 'trade.ticket.long',
    defaultMessage: 'Long (price up)',
    description: 'Direction choice: a position that gains when the price rises',
  },
  short: {
    id: 'trade.ticket.short',
    defaultMessage: 'Short (price down)',
    description: 'Direction choice: a position that gains when the price falls',
  },
  orderType: {
    id: 'trade.ticket.orderType',
    defaultMessage: 'Order type',
    description: 'Accessible name of the market/limit/stop switch on the trade ticket',
  },
  market: {
    id: 'trade.ticket.market',
    defaultMessage: 'Market',
    description: 'Order type: opens now at the current price',
  },
  limit: {
    id: 'trade.ticket.limit',
    defaultMessage: 'Limit',
    description: 'Order type: a pending order waiting for a better price than now',
  },
  stop: {
    id: 'trade.ticket.stop',
    defaultMessage: 'Stop',
    description: 'Order type: a pending order waiting for a worse price than now (a breakout)',
  },
  entrustPrice: {
    id: 'trade.ticket.entrustPrice',
    defaultMessage: 'Entry price',
    description: 'Label of the price field of a pending (limit or stop) order',
  },
  limitHelp: {
    id: 'trade.ticket.limitHelp',
    defaultMessage:
      'A long limit waits below the ask, a short limit above the bid. It fills at the first price that reaches it.',
    description: 'Help under the entry price field of a limit order',
  },
  stopHelp: {
    id: 'trade.ticket.stopHelp',
    defaultMessage:
      'A long stop waits above the ask, a short stop below the bid. It fills at the first price that reaches it.',
    description: 'Help under the entry price field of a stop order',
  },
  lots: {
    id: 'trade.ticket.lots',
    defaultMessage: 'Lots',
    description: 'Label of the lot size field on the trade ticket',
  },
  fewerLots: {
    id: 'trade.ticket.fewerLots',
    defaultMessage: 'One step fewer lots',
    description: 'Accessible name of the minus button beside the lots field',
  },
  moreLots: {
    id: 'trade.ticket.moreLots',
    defaultMessage: 'One step more lots',
    description: 'Accessible name of the plus button beside the lots field',
  },
  multiple: {
    id: 'trade.ticket.multiple',
    defaultMessage: 'Multiple',
    description: 'Label of the leverage multiple picker on the trade ticket',
  },
  stopLoss: {
    id: 'trade.ticket.stopLoss',
    defaultMessage: 'Stop loss (optional)',
    description: 'Label of the stop-loss price field on the trade ticket',
  },
  takeProfit: {
    id: 'trade.ticket.takeProfit',
    defaultMessage: 'Take profit (optional)',
    description: 'Label of the take-profit price field on the trade ticket',
  },
  margin: {
    id: 'trade.ticket.margin',
    defaultMessage: 'Margin',
    description:
      'Label of the margin the order will hold (price × lots × contract size ÷ multiple)',
  },
  fee: {
    id: 'trade.ticket.fee',
    defaultMessage: 'Fee on open',
    description: 'Label of the fee charged when the position opens',
  },
  available: {
    id: 'trade.ticket.available',
    defaultMessage: 'Available',
    description: 'Label of the balance available for margin and fees',
  },
  notLoggedIn: {
    id: 'trade.ticket.notLoggedIn',
    defaultMessage: 'Log in to see it',
    description: 'Shown instead of the available balance to a visitor who is not logged in',
  },
  riskWarning: {
    id: 'trade.ticket.riskWarning',
    defaultMessage:
      'Risk warning: contracts are leveraged. Prices can move fast and gap past your stop loss, and you can lose the whole margin of a position.',
    description: 'Risk warning on every trade ticket',
  },
  demo: {
    id: 'trade.ticket.demo',
    defaultMessage: 'Demo account: you trade with virtual funds, not real money.',
    description: 'Notice on the trade ticket when the signed-in account is a demo account',
  },
  guest: {
    id: 'trade.ticket.guest',
    defaultMessage: 'You can look at prices and fill in the ticket. Log in to place the order.',
    description: 'Notice on the trade ticket for a visitor or guest who is not logged in',
  },
  openLong: {
    id: 'trade.ticket.openLong',
    defaultMessage: 'Open long',
    description: 'Submit button of the ticket when the direction is long',
  },
  openShort: {
    id: 'trade.ticket.openShort',
    defaultMessage: 'Open short',
    description: 'Submit button of the ticket when the direction is short',
  },
  logInToTrade: {
    id: 'trade.ticket.logInToTrade',
    defaultMessage: 'Log in to trade',
    description: 'Submit button of the ticket for a visitor; it leads to the login page',
  },
  newOrder: {
    id: 'trade.ticket.newOrder',
    defaultMessage: 'New order',
    description:
      'Button after an order was placed or refused: back to the ticket for another order',
  },
  unknown: {
    id: 'trade.ticket.unknown',
    defaultMessage:
      'The connection dropped before the answer came. Checking whether the order was placed (it will never be placed twice)…',
    description:
      'Status after a submit timed out or the network dropped, while the app asks the server',
  },
  recovered: {
    id: 'trade.ticket.recovered',
    defaultMessage:
      'The connection dropped on the way, but the server had the order: it was placed once.',
    description:
      'Added to the order confirmation when the first answer was lost and the check found the order',
  },
  notFound: {
    id: 'trade.ticket.notFound',
    defaultMessage:
      'The server has no record of this order. You can send it again: it will be placed once.',
    description: 'After the outcome check found that the order was never received',
  },
  queryFailed: {
    id: 'trade.ticket.queryFailed',
    defaultMessage: 'Still no answer from the server, so the order’s outcome is unknown.',
    description: 'After the outcome check itself failed (still offline)',
  },
  checkAgain: {
    id: 'trade.ticket.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button: ask the server again what became of the order',
  },
  sendAgain: {
    id: 'trade.ticket.sendAgain',
    defaultMessage: 'Send again',
    description: 'Button: send the same order again with the same token (never placed twice)',
  },
  refusedMarketClosed: {
    id: 'trade.ticket.refusedMarketClosed',
    defaultMessage:
      'The market is closed for this product right now. Place a limit or stop order, or try again in its trading hours.',
    description: 'Why a market order was refused outside the product’s trading sessions',
  },
  refusedBalance: {
    id: 'trade.ticket.refusedBalance',
    defaultMessage: 'Insufficient balance for the margin and the fee of this order.',
    description: 'Why an order was refused: available money does not cover margin and fee',
  },
  refusedTooMany: {
    id: 'trade.ticket.refusedTooMany',
    defaultMessage:
      'Too many orders and changes in a short time. This one was not placed: wait a minute and place it again.',
    description:
      'Why an order was refused: the account made too many money requests in the last minute (a limit against scripts)',
  },
  refusedUnknown: {
    id: 'trade.ticket.refusedUnknown',
    defaultMessage: 'The order was not placed. Try again.',
    description: 'An order was refused without a reason the app can show',
  },
});

/** The ticketMessages that take values. */
export const ticketValues = defineMessages<{
  chart: { code: string };
  lotsHelp: { min: string; max: string; step: string };
  multipleOption: { multiple: number };
  pnlAtLevel: { pnl: string };
  usdt: { amount: string };
  marketClosed: { code: string };
  rulesLink: { code: string };
  placed: { orderNo: string; price: string };
  pendingPlaced: { orderNo: string; price: string };
  refusedOther: { reason: string };
}>({
  chart: {
    id: 'trade.ticket.chart',
    defaultMessage: '{code}, 1 minute candles',
    description: 'Accessible name of the mini price chart on the trade page; code is a ticker',
  },
  lotsHelp: {
    id: 'trade.ticket.lotsHelp',
    defaultMessage: 'From {min} to {max}, in steps of {step}',
    description: 'Help under the lots field: the product’s published lot limits (numbers)',
  },
  multipleOption: {
    id: 'trade.ticket.multipleOption',
    defaultMessage: '×{multiple}',
    description: 'One leverage multiple in the picker, e.g. ×10',
  },
  pnlAtLevel: {
    id: 'trade.ticket.pnlAtLevel',
    defaultMessage: 'About {pnl} USDT if it closes at this price, after fees',
    description:
      'Help under the stop loss / take profit fields: the estimated result at that level; pnl is signed',
  },
  usdt: {
    id: 'trade.ticket.usdt',
    defaultMessage: '{amount} USDT',
    description: 'An amount in USDT (margin, fee, balance); amount is a formatted number',
  },
  marketClosed: {
    id: 'trade.ticket.marketClosed',
    defaultMessage:
      '{code} is outside its trading hours. Market orders open again with the session; limit and stop orders can be placed now and wait.',
    description:
      'Notice on the trade ticket outside the product’s trading sessions; code is a ticker',
  },
  rulesLink: {
    id: 'trade.ticket.rulesLink',
    defaultMessage: 'Trading rules of {code}',
    description: 'Link from the ticket to the product’s rules page; code is a ticker',
  },
  placed: {
    id: 'trade.ticket.placed',
    defaultMessage: 'Order {orderNo} is open at {price}.',
    description: 'Confirmation after a market order opened; price is the fill price',
  },
  pendingPlaced: {
    id: 'trade.ticket.pendingPlaced',
    defaultMessage: 'Order {orderNo} is waiting for {price}.',
    description: 'Confirmation after a limit or stop order was accepted; price is its entry price',
  },
  refusedOther: {
    id: 'trade.ticket.refusedOther',
    defaultMessage: 'The order was not placed: {reason}',
    description: 'Why an order was refused, with the server’s reason',
  },
});

/** The ticket's words for each validation error of the order machine. */
export const validationMessages = defineMessages<OrderValidationError>({
  lotsInvalid: {
    id: 'trade.validation.lotsInvalid',
    defaultMessage: 'Enter a number of lots.',
    description: 'Lots field error: empty or not a number above zero',
  },
  lotsOutOfRange: {
    id: 'trade.validation.lotsOutOfRange',
    defaultMessage: 'Lots must be within the product’s minimum and maximum.',
    description: 'Lots field error: below the minimum or above the maximum',
  },
  lotStep: {
    id: 'trade.validation.lotStep',
    defaultMessage: 'Lots must be a whole number of steps.',
    description: 'Lots field error: not a multiple of the lot step',
  },
  multipleNotAllowed: {
    id: 'trade.validation.multipleNotAllowed',
    defaultMessage: 'Pick one of the product’s multiples.',
    description: 'Multiple picker error',
  },
  entrustPriceRequired: {
    id: 'trade.validation.entrustPriceRequired',
    defaultMessage: 'Enter the entry price.',
    description: 'Entry price field error: a limit or stop order needs its price',
  },
  entrustPriceWrongSide: {
    id: 'trade.validation.entrustPriceWrongSide',
    defaultMessage:
      'On this side of the market the order would fill at once. Use a market order, or move the price.',
    description: 'Entry price field error: a limit above the ask (long) or a stop below it, etc.',
  },
  insufficientMargin: {
    id: 'trade.validation.insufficientMargin',
    defaultMessage: 'Your available balance does not cover the margin and the fee.',
    description: 'Ticket error: margin + fee above the available balance',
  },
  stopLossWrongSide: {
    id: 'trade.validation.stopLossWrongSide',
    defaultMessage: 'A long’s stop loss must be below the price it closes at, a short’s above it.',
    description: 'Stop loss field error: on the wrong side of the current (or entry) price',
  },
  takeProfitWrongSide: {
    id: 'trade.validation.takeProfitWrongSide',
    defaultMessage:
      'A long’s take profit must be above the price it closes at, a short’s below it.',
    description: 'Take profit field error: on the wrong side of the current (or entry) price',
  },
});

export const confirmMessages = defineMessages({
  title: {
    id: 'trade.confirm.title',
    defaultMessage: 'Confirm the order',
    description: 'Title of the order confirmation sheet (phone) or dialog (desktop)',
  },
  confirm: {
    id: 'trade.confirm.confirm',
    defaultMessage: 'Confirm',
    description: 'Button that places the order from the confirmation sheet',
  },
  cancel: {
    id: 'trade.confirm.cancel',
    defaultMessage: 'Back to the ticket',
    description: 'Button that closes the confirmation without placing the order',
  },
  dontShow: {
    id: 'trade.confirm.dontShow',
    defaultMessage: 'Don’t ask again in this session',
    description: 'Checkbox: place later orders without this confirmation until the next login',
  },
  none: {
    id: 'trade.confirm.none',
    defaultMessage: 'None',
    description: 'Value of a stop loss or take profit row when it is not set',
  },
});

/** The confirmMessages that take values. */
export const confirmValues = defineMessages<{
  atMarket: { price: string };
  summary: { direction: string; code: string; orderType: string };
}>({
  atMarket: {
    id: 'trade.confirm.atMarket',
    defaultMessage: 'At market, about {price}',
    description: 'Entry row of a market order: it fills at the live price, shown approximately',
  },
  summary: {
    id: 'trade.confirm.summary',
    defaultMessage: '{direction} {code}, {orderType}',
    description: 'First line of the order summary, e.g. "Long BTCUSDT, Market"',
  },
});

export const rulesMessages = defineMessages({
  intro: {
    id: 'trade.rules.intro',
    defaultMessage:
      'These are the rules the server checks and settles your orders with. Margin = price × lots × contract size ÷ multiple. P&L = (close − open) × lots × contract size, minus fees.',
    description: 'Introduction on the product rules page',
  },
  loading: {
    id: 'trade.rules.loading',
    defaultMessage: 'Loading the trading rules',
    description: 'Accessible name of the placeholder while the rules load',
  },
  loadError: {
    id: 'trade.rules.loadError',
    defaultMessage: 'The trading rules could not be loaded.',
    description: 'Error text when the rules could not be loaded',
  },
  notFound: {
    id: 'trade.rules.notFound',
    defaultMessage: 'This product does not exist',
    description: 'Empty state of the rules page for an unknown product',
  },
  toTrade: {
    id: 'trade.rules.toTrade',
    defaultMessage: 'Go to trading',
    description: 'Link from the rules page (or its empty state) to the trade page',
  },
  lots: {
    id: 'trade.rules.lots',
    defaultMessage: 'Lots',
    description: 'Rules row: minimum and maximum lots',
  },
  lotStep: {
    id: 'trade.rules.lotStep',
    defaultMessage: 'Lot step',
    description: 'Rules row: lots must be a multiple of this',
  },
  multiples: {
    id: 'trade.rules.multiples',
    defaultMessage: 'Multiples',
    description: 'Rules row: the leverage multiples allowed',
  },
  contractSize: {
    id: 'trade.rules.contractSize',
    defaultMessage: 'Contract size',
    description: 'Rules row: units of the product in one lot',
  },
  spread: {
    id: 'trade.rules.spread',
    defaultMessage: 'Spread (ask − bid)',
    description: 'Rules row: the published difference between ask and bid',
  },
  feeOpen: {
    id: 'trade.rules.feeOpen',
    defaultMessage: 'Fee on open',
    description: 'Rules row: fee rate charged on the position value when opening',
  },
  feeClose: {
    id: 'trade.rules.feeClose',
    defaultMessage: 'Fee on close',
    description: 'Rules row: fee rate charged on the position value when closing',
  },
  precision: {
    id: 'trade.rules.precision',
    defaultMessage: 'Price decimals',
    description: 'Rules row: how many decimals the product’s prices have',
  },
  stopOut: {
    id: 'trade.rules.stopOut',
    defaultMessage: 'Stop-out level',
    description: 'Rules row: a position closes when its loss reaches this share of its margin',
  },
  always: {
    id: 'trade.rules.always',
    defaultMessage: 'Open all the time (24/7)',
    description: 'Sessions value of a product that trades around the clock',
  },
});

/** The rulesMessages that take values. */
export const rulesValues = defineMessages<{
  heading: { code: string };
  lotsValue: { min: string; max: string };
  stopOutValue: { percent: string };
  sessions: { zone: string };
  session: { day: string; open: string; close: string };
}>({
  heading: {
    id: 'trade.rules.heading',
    defaultMessage: 'Trading rules of {code}',
    description: 'Heading of the rules page of one product; code is a ticker',
  },
  lotsValue: {
    id: 'trade.rules.lotsValue',
    defaultMessage: '{min} to {max}',
    description: 'Value of the lots row: range of numbers',
  },
  stopOutValue: {
    id: 'trade.rules.stopOutValue',
    defaultMessage: '{percent} of the margin',
    description: 'Value of the stop-out row, e.g. "80 % of the margin"',
  },
  sessions: {
    id: 'trade.rules.sessions',
    defaultMessage: 'Trading hours ({zone})',
    description: 'Heading of the sessions list; zone is the user’s time zone name',
  },
  session: {
    id: 'trade.rules.session',
    defaultMessage: '{day}: {open} – {close}',
    description: 'One trading window: weekday name, opening and closing time (24-hour)',
  },
});

export { tradeTitles } from './titles';
