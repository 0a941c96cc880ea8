import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  resultsFewer: {
    id: 'bet.results.fewer',
    defaultMessage: 'Show the latest 20',
    description: 'Button that folds the period results back to the latest 20',
  },
  title: {
    id: 'bet.title',
    defaultMessage: 'Up/down',
    description:
      'Heading of the timed up/down bet screen (bet whether a price rises or falls in a period)',
  },
  loading: {
    id: 'bet.loading',
    defaultMessage: 'Loading timed bets',
    description: 'Accessible name of the placeholder while the timed-bet coins load',
  },
  loadFailed: {
    id: 'bet.loadFailed',
    defaultMessage: 'Timed bets could not be loaded.',
    description: 'Error shown when the timed-bet coins failed to load',
  },
  empty: {
    id: 'bet.empty',
    defaultMessage: 'No coins are open for timed bets right now.',
    description: 'Empty state when the operator configured no timed-bet coins',
  },
  notOfferedTitle: {
    id: 'bet.notOffered.title',
    defaultMessage: 'Timed bets are not offered here',
    description: 'Title shown when the operator has switched timed up/down bets off on this site',
  },
  notOfferedBody: {
    id: 'bet.notOffered.body',
    defaultMessage:
      'This site does not offer timed up/down bets. Your account and your other products are not affected.',
    description: 'Explanation shown when timed bets are switched off on this site',
  },
  coin: {
    id: 'bet.coin',
    defaultMessage: 'Coin',
    description: 'Label of the choice of coin to bet on',
  },
  period: {
    id: 'bet.period',
    defaultMessage: 'Period',
    description: 'Label of the choice of period length (60 s, 180 s, …)',
  },
  priceLoadFailed: {
    id: 'bet.priceLoadFailed',
    defaultMessage: 'The price line could not be loaded.',
    description: 'Error shown in place of the price line',
  },
  openPrice: {
    id: 'bet.openPrice',
    defaultMessage: 'Open price',
    description: "Label of the period's open price (the price the result is measured from)",
  },
  lastPrice: {
    id: 'bet.lastPrice',
    defaultMessage: 'Last price',
    description: 'Label of the latest price of the coin',
  },
  cutoffIn: {
    id: 'bet.cutoffIn',
    defaultMessage: 'Betting closes in',
    description: 'Label of the countdown to the betting cut-off of the current period',
  },
  closesIn: {
    id: 'bet.closesIn',
    defaultMessage: 'Period ends in',
    description: 'Label of the countdown to the end of the current period',
  },
  settling: {
    id: 'bet.settling',
    defaultMessage: 'Settlement in progress, please wait patiently',
    description: 'Shown while a period that has ended is being settled (spec wording)',
  },
  direction: {
    id: 'bet.direction',
    defaultMessage: 'Your call',
    description: 'Label of the up/down choice',
  },
  up: {
    id: 'bet.up',
    defaultMessage: 'Up',
    description: 'Bet that the price will be higher at the end of the period',
  },
  down: {
    id: 'bet.down',
    defaultMessage: 'Down',
    description: 'Bet that the price will be lower at the end of the period',
  },
  stake: {
    id: 'bet.stake',
    defaultMessage: 'Stake',
    description: 'Label of the amount to bet',
  },
  quickAmounts: {
    id: 'bet.quickAmounts',
    defaultMessage: 'Quick amounts',
    description: 'Accessible name of the row of preset stake buttons',
  },
  payoutNone: {
    id: 'bet.payoutNone',
    defaultMessage: 'Enter a stake to see what a win pays.',
    description: 'Shown instead of the payout while the stake is empty or invalid',
  },
  loginToBet: {
    id: 'bet.loginToBet',
    defaultMessage: 'Log in to bet',
    description: 'Link for a visitor who is not logged in, instead of the bet button',
  },
  again: {
    id: 'bet.again',
    defaultMessage: 'Place another bet',
    description: 'Button that goes back to the bet ticket after a bet',
  },
  retry: {
    id: 'bet.retry',
    defaultMessage: 'Try again',
    description: 'Button that sends the same bet again after it failed',
  },
  edit: {
    id: 'bet.edit',
    defaultMessage: 'Change the bet',
    description: 'Button that goes back to the ticket after a failed bet',
  },
  errorPeriodClosed: {
    id: 'bet.error.periodClosed',
    defaultMessage: 'Betting on this period has closed. Bet on the next period.',
    description: 'Refusal of a bet that arrived after the betting cut-off',
  },
  errorTooMany: {
    id: 'bet.error.tooMany',
    defaultMessage:
      'Too many bets and orders in a short time. This bet was not placed: wait a minute and place it again.',
    description:
      'Refusal of a bet because the account made too many money requests in the last minute (a limit against scripts)',
  },
  errorNotOffered: {
    id: 'bet.error.notOffered',
    defaultMessage: 'Timed bets are not offered on this site.',
    description: 'Refusal of a bet call while the operator has switched timed bets off',
  },
  errorFailed: {
    id: 'bet.error.failed',
    defaultMessage: 'The bet could not be placed. Try again.',
    description: 'Generic refusal of a bet (network or server error)',
  },
  errorCoinNotChosen: {
    id: 'bet.error.coinNotChosen',
    defaultMessage: 'Choose a coin.',
    description: 'Ticket validation: no coin chosen',
  },
  errorPeriodNotLoaded: {
    id: 'bet.error.periodNotLoaded',
    defaultMessage: 'The current period is still loading.',
    description: 'Ticket validation: the open period is not known yet',
  },
  errorAmountInvalid: {
    id: 'bet.error.amountInvalid',
    defaultMessage: 'Enter a stake above 0.',
    description: 'Ticket validation: the stake is empty or not a positive number',
  },
  errorInsufficientBalance: {
    id: 'bet.error.insufficientBalance',
    defaultMessage: 'The stake is more than your available balance.',
    description: 'Ticket validation: the stake exceeds the balance',
  },
  riskTitle: {
    id: 'bet.risk.title',
    defaultMessage: 'High risk',
    description: 'Heading of the risk warning of timed bets',
  },
  riskNoData: {
    id: 'bet.risk.noData',
    defaultMessage: 'A timed bet can lose its whole stake. No bet has settled in the last 30 days.',
    description: 'Risk warning before any bet settled (no measured loss share yet)',
  },
  openBets: {
    id: 'bet.openBets',
    defaultMessage: 'My open bets',
    description: 'Heading of the list of my bets that have not settled yet',
  },
  openBetsEmpty: {
    id: 'bet.openBets.empty',
    defaultMessage: 'No open bets.',
    description: 'Shown when I have no unsettled bets',
  },
  openBetsLoadFailed: {
    id: 'bet.openBets.loadFailed',
    defaultMessage: 'Your open bets could not be loaded.',
    description: 'Error shown in place of my open bets',
  },
  waitingResult: {
    id: 'bet.waitingResult',
    defaultMessage: 'Settling…',
    description: 'An open bet whose period ended and waits for its result',
  },
  dismiss: {
    id: 'bet.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that closes the result notice',
  },
  results: {
    id: 'bet.results',
    defaultMessage: 'Last 100 periods',
    description: 'Heading of the results of the last 100 settled periods',
  },
  resultsEmpty: {
    id: 'bet.results.empty',
    defaultMessage: 'No period has settled yet.',
    description: 'Shown when no period of the coin has settled',
  },
  resultsLoadFailed: {
    id: 'bet.results.loadFailed',
    defaultMessage: 'The period results could not be loaded.',
    description: 'Error shown in place of the period results',
  },
  periodResultUp: {
    id: 'bet.periodResult.up',
    defaultMessage: 'Up',
    description: 'A settled period whose close price was above its open price',
  },
  periodResultDown: {
    id: 'bet.periodResult.down',
    defaultMessage: 'Down',
    description: 'A settled period whose close price was below its open price',
  },
  periodResultFlat: {
    id: 'bet.periodResult.flat',
    defaultMessage: 'Unchanged',
    description: 'A settled period whose close price equalled its open price (bets refunded)',
  },
  records: {
    id: 'bet.records',
    defaultMessage: 'My bet records',
    description: 'Heading of the paged list of my settled bets',
  },
  recordsEmpty: {
    id: 'bet.records.empty',
    defaultMessage: 'You have no settled bets yet.',
    description: 'Shown when I have no settled bets',
  },
  recordsLoadFailed: {
    id: 'bet.records.loadFailed',
    defaultMessage: 'Your bet records could not be loaded.',
    description: 'Error shown in place of my bet records',
  },
  recordLose: {
    id: 'bet.record.lose',
    defaultMessage: 'Lost',
    description: 'A settled bet that lost',
  },
  recordRefund: {
    id: 'bet.record.refund',
    defaultMessage: 'Refunded',
    description: 'A settled bet whose stake was refunded',
  },
  loginForRecords: {
    id: 'bet.loginForRecords',
    defaultMessage: 'Log in to see your bets.',
    description: 'Shown to a visitor in place of their open bets and records',
  },
});

const valueMessages = defineMessages<{
  resultsAll: { count: number };
  periodSeconds: { seconds: number };
  periodNo: { periodNo: string };
  priceLine: { coin: string; count: number; open: string };
  priceLineNoOpen: { coin: string; count: number };
  cutoffPassed: { time: string };
  stakeLimits: { min: string; max: string; balance: string };
  stakeLimitsGuest: { min: string; max: string };
  quickAmount: { amount: string };
  payout: { payout: string; profit: string; rate: string };
  place: { direction: string };
  placed: { amount: string; direction: string };
  errorAmountOutOfRange: { min: string; max: string };
  risk: { share: string };
  openBet: { coin: string; direction: string; amount: string };
  endsIn: { time: string };
  resultWin: { payout: string; periodNo: string };
  resultLose: { amount: string; periodNo: string };
  resultRefund: { amount: string; periodNo: string };
  openClose: { open: string; close: string };
  recordWin: { payout: string };
}>({
  resultsAll: {
    id: 'bet.results.all',
    defaultMessage: 'Show all {count}',
    description: 'Button that shows all the period results (up to 100)',
  },
  periodSeconds: {
    id: 'bet.periodSeconds',
    defaultMessage: '{seconds} s',
    description: 'A period length in seconds, e.g. "60 s"',
  },
  periodNo: {
    id: 'bet.periodNo',
    defaultMessage: 'Period {periodNo}',
    description: 'The number of a bet period, e.g. "Period 20260131-0571"',
  },
  priceLine: {
    id: 'bet.priceLine',
    defaultMessage: '{coin} price, last {count} minutes; open price of this period {open}',
    description: 'Accessible description of the price line chart with the open price marked',
  },
  priceLineNoOpen: {
    id: 'bet.priceLine.noOpen',
    defaultMessage: '{coin} price, last {count} minutes',
    description:
      'Accessible description of the price line chart before the period has an open price',
  },
  cutoffPassed: {
    id: 'bet.cutoffPassed',
    defaultMessage: 'Betting on this period has closed. The next period opens in {time}.',
    description: 'Shown after the betting cut-off of the current period, with the time to the next',
  },
  stakeLimits: {
    id: 'bet.stakeLimits',
    defaultMessage: '{min} to {max} USDT · available {balance} USDT',
    description: 'Hint under the stake field: the limits and the available balance',
  },
  stakeLimitsGuest: {
    id: 'bet.stakeLimitsGuest',
    defaultMessage: '{min} to {max} USDT',
    description: 'Hint under the stake field for a visitor who is not logged in: the limits',
  },
  quickAmount: {
    id: 'bet.quickAmount',
    defaultMessage: '{amount} USDT',
    description: 'A preset stake button',
  },
  payout: {
    id: 'bet.payout',
    defaultMessage: 'If you win: {payout} USDT back ({profit} USDT profit at a rate of {rate})',
    description: 'What a winning bet pays before it is placed: stake plus stake × rate',
  },
  place: {
    id: 'bet.place',
    defaultMessage: 'Bet {direction}',
    description: 'Button that places the bet, e.g. "Bet Up"',
  },
  placed: {
    id: 'bet.placed',
    defaultMessage: 'Bet placed: {amount} USDT on {direction}. It settles when the period ends.',
    description: 'Confirmation after a bet was accepted',
  },
  errorAmountOutOfRange: {
    id: 'bet.error.amountOutOfRange',
    defaultMessage: 'A stake is from {min} to {max} USDT.',
    description: 'Ticket validation: the stake is outside the coin limits',
  },
  risk: {
    id: 'bet.risk',
    defaultMessage:
      'A timed bet can lose its whole stake. In the last 30 days {share} of all settled bets on this site lost.',
    description: 'Risk warning with the measured share of settled bets that lost (e.g. "52%")',
  },
  openBet: {
    id: 'bet.openBet',
    defaultMessage: '{coin} · {direction} · {amount} USDT',
    description: 'One open bet: coin, direction and stake',
  },
  endsIn: {
    id: 'bet.endsIn',
    defaultMessage: 'Ends in {time}',
    description: 'Countdown of an open bet to the end of its period',
  },
  resultWin: {
    id: 'bet.result.win',
    defaultMessage: 'You won: {payout} USDT credited (period {periodNo}).',
    description: 'Result notice of a winning bet',
  },
  resultLose: {
    id: 'bet.result.lose',
    defaultMessage: 'You lost your {amount} USDT stake (period {periodNo}).',
    description: 'Result notice of a losing bet',
  },
  resultRefund: {
    id: 'bet.result.refund',
    defaultMessage: 'No price change: your {amount} USDT stake was refunded (period {periodNo}).',
    description: 'Result notice of a bet refunded because the close price equalled the open price',
  },
  openClose: {
    id: 'bet.openClose',
    defaultMessage: '{open} → {close}',
    description: 'Open and close price of a period',
  },
  recordWin: {
    id: 'bet.record.win',
    defaultMessage: 'Won {payout} USDT',
    description: 'A settled bet that won, with what it paid back',
  },
});

/** Every string of the bet screen. */
export const betMessages = { ...plainMessages, ...valueMessages };
