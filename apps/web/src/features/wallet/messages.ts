import { defineMessages } from 'react-intl';

export const walletMessages = defineMessages({
  walletTitle: {
    id: 'wallet.title',
    defaultMessage: 'Assets',
    description: 'Heading of the wallet (assets) tab',
  },
  total: {
    id: 'wallet.total',
    defaultMessage: 'Total assets (est.)',
    description: 'Label of the estimated total worth of every balance, in the site currency',
  },
  totalHint: {
    id: 'wallet.total.hint',
    defaultMessage: 'Coins are valued at the current exchange rate to USDT.',
    description: 'Note under the total assets: how coins are counted in it',
  },
  holdings: {
    id: 'wallet.holdings',
    defaultMessage: 'Balances',
    description: 'Heading of the list of balances per currency',
  },
  available: {
    id: 'wallet.available',
    defaultMessage: 'Available',
    description: 'Label of the part of a balance that can be used now',
  },
  frozen: {
    id: 'wallet.frozen',
    defaultMessage: 'Frozen',
    description: 'Label of the part of a balance held by pending withdrawals or orders',
  },
  value: {
    id: 'wallet.value',
    defaultMessage: 'Value',
    description: "Label of a balance's worth in USDT",
  },
  loading: {
    id: 'wallet.loading',
    defaultMessage: 'Loading your assets',
    description: 'Screen-reader text while the balances load',
  },
  loadError: {
    id: 'wallet.loadError',
    defaultMessage: 'Your assets could not be loaded.',
    description: 'Error text when the balances failed to load',
  },
  demo: {
    id: 'wallet.demo',
    defaultMessage: 'Demo account',
    description: 'Plain label shown when the account is a demo (practice) account',
  },
  demoHint: {
    id: 'wallet.demo.hint',
    defaultMessage: 'Practice money: a demo account cannot deposit or withdraw.',
    description: 'Explanation next to the demo account label',
  },
  actions: {
    id: 'wallet.actions',
    defaultMessage: 'Wallet actions',
    description:
      'Accessible name of the group of wallet links (deposit, withdraw, exchange, records)',
  },
  deposit: {
    id: 'wallet.deposit',
    defaultMessage: 'Deposit',
    description: 'Link to the deposit (recharge) page',
  },
  withdraw: {
    id: 'wallet.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Link to the withdrawal page',
  },
  exchange: {
    id: 'wallet.exchange',
    defaultMessage: 'Exchange',
    description: 'Link to the coin exchange to USDT',
  },
  userCentre: {
    id: 'wallet.userCentre',
    defaultMessage: 'My account',
    description: 'Link from the assets tab to the user centre',
  },
  records: {
    id: 'wallet.records',
    defaultMessage: 'Records',
    description: 'Heading of the links to the record lists',
  },
  fundsTitle: {
    id: 'wallet.records.funds.title',
    defaultMessage: 'Funds records',
    description: "Title of the list of every change to the user's balances",
  },
  depositsTitle: {
    id: 'wallet.records.deposits.title',
    defaultMessage: 'Deposit records',
    description: "Title of the list of the user's deposits",
  },
  withdrawalsTitle: {
    id: 'wallet.records.withdrawals.title',
    defaultMessage: 'Withdrawal records',
    description: "Title of the list of the user's withdrawals",
  },
  exchangesTitle: {
    id: 'wallet.records.exchanges.title',
    defaultMessage: 'Exchange records',
    description: "Title of the list of the user's coin exchanges to USDT",
  },
  filters: {
    id: 'wallet.records.filters',
    defaultMessage: 'Filters',
    description: 'Accessible name of the filter controls above a record list',
  },
  typeFilter: {
    id: 'wallet.records.filter.type',
    defaultMessage: 'Type',
    description: 'Label of the record type filter',
  },
  allTypes: {
    id: 'wallet.records.filter.allTypes',
    defaultMessage: 'All types',
    description: 'Type filter option: no filter',
  },
  statusFilter: {
    id: 'wallet.records.filter.status',
    defaultMessage: 'Status',
    description: 'Label of the request status filter',
  },
  allStatuses: {
    id: 'wallet.records.filter.allStatuses',
    defaultMessage: 'All statuses',
    description: 'Status filter option: no filter',
  },
  anyTime: {
    id: 'wallet.records.filter.anyTime',
    defaultMessage: 'Any time',
    description: 'Button that removes the period filter of a record list',
  },
  recordsLoading: {
    id: 'wallet.records.loading',
    defaultMessage: 'Loading records',
    description: 'Screen-reader text while a record list loads',
  },
  recordsLoadError: {
    id: 'wallet.records.loadError',
    defaultMessage: 'The records could not be loaded.',
    description: 'Error text when a record list failed to load',
  },
  recordsEmpty: {
    id: 'wallet.records.empty',
    defaultMessage: 'No records',
    description: 'Shown when a record list has nothing',
  },
  recordsEmptyFiltered: {
    id: 'wallet.records.empty.filtered',
    defaultMessage: 'Nothing matches these filters. Try another type or period.',
    description: 'Explanation under an empty record list when filters are set',
  },
  recordsEmptyHint: {
    id: 'wallet.records.empty.hint',
    defaultMessage: 'Records appear here once money moves in your account.',
    description: 'Explanation under an empty record list without filters',
  },
  recordsList: {
    id: 'wallet.records.list',
    defaultMessage: 'Records, newest first',
    description: 'Accessible name of a record list',
  },
  exportCsv: {
    id: 'wallet.records.export',
    defaultMessage: 'Export CSV',
    description: 'Button that downloads the filtered records (every page) as a CSV file',
  },
  exportError: {
    id: 'wallet.records.exportError',
    defaultMessage: 'The export could not be completed. Try again.',
    description: 'Shown when reading the records for the CSV file failed',
  },
  detailTitle: {
    id: 'wallet.records.detail.title',
    defaultMessage: 'Record details',
    description: 'Title of the sheet showing one record',
  },
  timeline: {
    id: 'wallet.records.timeline',
    defaultMessage: 'Progress',
    description: 'Accessible name of the status timeline of a deposit, withdrawal or exchange',
  },
  stepReview: {
    id: 'wallet.records.step.review',
    defaultMessage: 'Under review',
    description: 'Timeline step: the operator is reviewing the request',
  },
  stepDone: {
    id: 'wallet.records.step.done',
    defaultMessage: 'Completed',
    description: 'Timeline step: the request succeeded',
  },
  stepFailed: {
    id: 'wallet.records.step.failed',
    defaultMessage: 'Failed',
    description: 'Timeline step: the request was refused or cancelled',
  },
  fieldTime: {
    id: 'wallet.field.time',
    defaultMessage: 'Time',
    description: 'Record field / CSV column: when it happened',
  },
  fieldType: {
    id: 'wallet.field.type',
    defaultMessage: 'Type',
    description: 'Record field / CSV column: the kind of balance change',
  },
  fieldAmount: {
    id: 'wallet.field.amount',
    defaultMessage: 'Amount',
    description: 'Record field / CSV column: the amount',
  },
  fieldCurrency: {
    id: 'wallet.field.currency',
    defaultMessage: 'Currency',
    description: 'Record field / CSV column: the currency of the amounts',
  },
  fieldBalanceAfter: {
    id: 'wallet.field.balanceAfter',
    defaultMessage: 'Balance after',
    description: 'Record field / CSV column: the balance after the change',
  },
  fieldRemark: {
    id: 'wallet.field.remark',
    defaultMessage: 'Remark',
    description: "Record field / CSV column: the server's note on the change",
  },
  fieldOrderNo: {
    id: 'wallet.field.orderNo',
    defaultMessage: 'Order number',
    description: "Record field / CSV column: the request's order number",
  },
  fieldChannel: {
    id: 'wallet.field.channel',
    defaultMessage: 'Channel',
    description: 'Record field / CSV column: the deposit channel',
  },
  fieldRate: {
    id: 'wallet.field.rate',
    defaultMessage: 'Exchange rate',
    description: 'Record field / CSV column: the exchange rate applied',
  },
  fieldActualPayment: {
    id: 'wallet.field.actualPayment',
    defaultMessage: 'Actual payment',
    description: 'Record field / CSV column: what the user paid for a deposit',
  },
  fieldFee: {
    id: 'wallet.field.fee',
    defaultMessage: 'Fee',
    description: 'Record field / CSV column: the fee charged',
  },
  fieldActualAmount: {
    id: 'wallet.field.actualAmount',
    defaultMessage: 'Amount received',
    description: 'Record field / CSV column: what the user receives of a withdrawal after the fee',
  },
  fieldAccount: {
    id: 'wallet.field.account',
    defaultMessage: 'Account',
    description: 'Record field / CSV column: the (masked) withdrawal account',
  },
  fieldStatus: {
    id: 'wallet.field.status',
    defaultMessage: 'Status',
    description: "Record field / CSV column: the request's status",
  },
  fieldReason: {
    id: 'wallet.field.reason',
    defaultMessage: 'Reason',
    description: 'Record field / CSV column: why a request failed',
  },
  fieldFrom: {
    id: 'wallet.field.from',
    defaultMessage: 'From',
    description: 'Record field / CSV column: the coin exchanged',
  },
  fieldTo: {
    id: 'wallet.field.to',
    defaultMessage: 'To',
    description: 'Record field / CSV column: the coin received',
  },
  fieldReceive: {
    id: 'wallet.field.receive',
    defaultMessage: 'Received',
    description: 'Record field / CSV column: the USDT received in an exchange',
  },
  fieldId: {
    id: 'wallet.field.id',
    defaultMessage: 'Record number',
    description: "Record field / CSV column: the record's id",
  },
  status_processing: {
    id: 'wallet.status.processing',
    defaultMessage: 'Processing',
    description: 'Status of a deposit, withdrawal or exchange still being processed',
  },
  status_success: {
    id: 'wallet.status.success',
    defaultMessage: 'Succeeded',
    description: 'Status of a deposit, withdrawal or exchange that succeeded',
  },
  status_failure: {
    id: 'wallet.status.failure',
    defaultMessage: 'Failed',
    description: 'Status of a deposit, withdrawal or exchange that failed or was cancelled',
  },
  exchangeTitle: {
    id: 'wallet.exchange.title',
    defaultMessage: 'Exchange to USDT',
    description: 'Heading of the coin exchange page',
  },
  coin: {
    id: 'wallet.exchange.coin',
    defaultMessage: 'Coin',
    description: 'Label of the coin picker of the exchange',
  },
  amount: {
    id: 'wallet.exchange.amount',
    defaultMessage: 'Quantity',
    description: 'Label of the quantity of the coin to exchange',
  },
  amountRequired: {
    id: 'wallet.exchange.amountRequired',
    defaultMessage: 'Enter the quantity to exchange',
    description: 'Error: the exchange quantity is empty or zero',
  },
  amountTooMuch: {
    id: 'wallet.exchange.amountTooMuch',
    defaultMessage: 'That is more than you hold',
    description: 'Error: the exchange quantity exceeds the holding',
  },
  noCoins: {
    id: 'wallet.exchange.noCoins',
    defaultMessage: 'No coins to exchange',
    description: 'Shown when the user holds no coin that can be exchanged',
  },
  noCoinsHint: {
    id: 'wallet.exchange.noCoins.hint',
    defaultMessage: 'Coins you hold appear here and can be exchanged to USDT.',
    description: 'Explanation under the empty exchange page',
  },
  coinsLoading: {
    id: 'wallet.exchange.loading',
    defaultMessage: 'Loading coins',
    description: 'Screen-reader text while the exchangeable coins load',
  },
  coinsLoadError: {
    id: 'wallet.exchange.loadError',
    defaultMessage: 'The coins could not be loaded.',
    description: 'Error text when the exchangeable coins failed to load',
  },
  getQuote: {
    id: 'wallet.exchange.getQuote',
    defaultMessage: 'Get quote',
    description: 'Button asking the server for an exchange quote',
  },
  quote: {
    id: 'wallet.exchange.quote',
    defaultMessage: 'Quote',
    description: 'Heading of the exchange quote',
  },
  expired: {
    id: 'wallet.exchange.expired',
    defaultMessage: 'This quote has expired. Prices move: get a new quote to continue.',
    description: "Shown when the quote's time ran out or the server refused it as expired",
  },
  newQuote: {
    id: 'wallet.exchange.newQuote',
    defaultMessage: 'Get a new quote',
    description: 'Button asking for a fresh quote after one expired',
  },
  confirm: {
    id: 'wallet.exchange.confirm',
    defaultMessage: 'Confirm exchange',
    description: 'Button that converts at the quote shown',
  },
  done: {
    id: 'wallet.exchange.done',
    defaultMessage: 'Exchange complete',
    description: 'Heading after a successful exchange',
  },
  again: {
    id: 'wallet.exchange.again',
    defaultMessage: 'Exchange again',
    description: 'Button starting a new exchange after one completed',
  },
  changeAmount: {
    id: 'wallet.exchange.changeAmount',
    defaultMessage: 'Change coin or quantity',
    description: 'Button leaving the quote to edit the coin or quantity',
  },
  quoteError: {
    id: 'wallet.exchange.quoteError',
    defaultMessage: 'The exchange could not be completed. Try again.',
    description:
      'Shown when asking for a quote or converting failed for a reason other than an expired quote',
  },
});

/** The messages that take values, typed so a missing or misspelt value is a type error. */
export const walletValueMessages = defineMessages<{
  unitAmount: { amount: string; unit: string };
  exportDone: { count: number };
  stepSubmitted: { time: string };
  holding: { amount: string; coin: string };
  quoteRate: { coin: string; rate: string };
  quoteFee: { fee: string };
  quoteReceive: { receive: string };
  countdown: { seconds: number };
  doneBody: { amount: string; coin: string; receive: string };
}>({
  unitAmount: {
    id: 'wallet.unitAmount',
    defaultMessage: '{amount} {unit}',
    description: 'An amount followed by its currency or coin unit, e.g. 12.5 USDT',
  },
  exportDone: {
    id: 'wallet.records.exportDone',
    defaultMessage: '{count, plural, one {# record exported} other {# records exported}}',
    description: 'Announcement after the CSV file was downloaded',
  },
  stepSubmitted: {
    id: 'wallet.records.step.submitted',
    defaultMessage: 'Submitted {time}',
    description: 'Timeline step: the request was made, with its time',
  },
  holding: {
    id: 'wallet.exchange.holding',
    defaultMessage: 'You hold {amount} {coin}',
    description: "Help under the exchange quantity: the user's holding of the chosen coin",
  },
  quoteRate: {
    id: 'wallet.exchange.quoteRate',
    defaultMessage: '1 {coin} = {rate} USDT',
    description: 'The quoted exchange rate',
  },
  quoteFee: {
    id: 'wallet.exchange.quoteFee',
    defaultMessage: 'Fee: {fee} USDT',
    description: 'The fee of the quoted exchange',
  },
  quoteReceive: {
    id: 'wallet.exchange.quoteReceive',
    defaultMessage: 'You receive {receive} USDT',
    description: 'What the user gets for the quoted exchange',
  },
  countdown: {
    id: 'wallet.exchange.countdown',
    defaultMessage:
      '{seconds, plural, one {Valid for # more second} other {Valid for # more seconds}}',
    description: 'How long the quote is still valid',
  },
  doneBody: {
    id: 'wallet.exchange.doneBody',
    defaultMessage: 'You exchanged {amount} {coin} for {receive} USDT.',
    description: 'Text after a successful exchange',
  },
});

/** A readable, translated name for every ledger kind of the contract (spec: funds records). */
export const billTypeMessages = defineMessages({
  recharge: {
    id: 'wallet.billType.recharge',
    defaultMessage: 'Deposit',
    description: 'Type of a funds record (a change to the balance): recharge',
  },
  withdraw: {
    id: 'wallet.billType.withdraw',
    defaultMessage: 'Withdrawal',
    description: 'Type of a funds record (a change to the balance): withdraw',
  },
  withdraw_refund: {
    id: 'wallet.billType.withdraw_refund',
    defaultMessage: 'Withdrawal refund',
    description: 'Type of a funds record (a change to the balance): withdraw refund',
  },
  order_margin: {
    id: 'wallet.billType.order_margin',
    defaultMessage: 'Order margin',
    description: 'Type of a funds record (a change to the balance): order margin',
  },
  order_profit: {
    id: 'wallet.billType.order_profit',
    defaultMessage: 'Order profit and loss',
    description: 'Type of a funds record (a change to the balance): order profit',
  },
  order_fee: {
    id: 'wallet.billType.order_fee',
    defaultMessage: 'Trading fee',
    description: 'Type of a funds record (a change to the balance): order fee',
  },
  bet: {
    id: 'wallet.billType.bet',
    defaultMessage: 'Timed bet',
    description: 'Type of a funds record (a change to the balance): bet',
  },
  bet_payout: {
    id: 'wallet.billType.bet_payout',
    defaultMessage: 'Timed bet payout',
    description: 'Type of a funds record (a change to the balance): bet payout',
  },
  loan: {
    id: 'wallet.billType.loan',
    defaultMessage: 'Loan',
    description: 'Type of a funds record (a change to the balance): loan',
  },
  loan_repay: {
    id: 'wallet.billType.loan_repay',
    defaultMessage: 'Loan repayment',
    description: 'Type of a funds record (a change to the balance): loan repay',
  },
  wealth_buy: {
    id: 'wallet.billType.wealth_buy',
    defaultMessage: 'Financial product purchase',
    description: 'Type of a funds record (a change to the balance): wealth buy',
  },
  wealth_income: {
    id: 'wallet.billType.wealth_income',
    defaultMessage: 'Financial product return',
    description: 'Type of a funds record (a change to the balance): wealth income',
  },
  wealth_redeem: {
    id: 'wallet.billType.wealth_redeem',
    defaultMessage: 'Financial product redemption',
    description: 'Type of a funds record (a change to the balance): wealth redeem',
  },
  mining_lock: {
    id: 'wallet.billType.mining_lock',
    defaultMessage: 'Mining lock-up',
    description: 'Type of a funds record (a change to the balance): mining lock',
  },
  mining_income: {
    id: 'wallet.billType.mining_income',
    defaultMessage: 'Mining income',
    description: 'Type of a funds record (a change to the balance): mining income',
  },
  mining_unlock: {
    id: 'wallet.billType.mining_unlock',
    defaultMessage: 'Mining release',
    description: 'Type of a funds record (a change to the balance): mining unlock',
  },
  smart_subscribe: {
    id: 'wallet.billType.smart_subscribe',
    defaultMessage: 'Smart trading subscription',
    description: 'Type of a funds record (a change to the balance): smart subscribe',
  },
  smart_income: {
    id: 'wallet.billType.smart_income',
    defaultMessage: 'Smart trading income',
    description: 'Type of a funds record (a change to the balance): smart income',
  },
  smart_refund: {
    id: 'wallet.billType.smart_refund',
    defaultMessage: 'Smart trading refund',
    description: 'Type of a funds record (a change to the balance): smart refund',
  },
  lottery_prize: {
    id: 'wallet.billType.lottery_prize',
    defaultMessage: 'Lottery prize',
    description: 'Type of a funds record (a change to the balance): lottery prize',
  },
  presale_subscribe: {
    id: 'wallet.billType.presale_subscribe',
    defaultMessage: 'Presale subscription',
    description: 'Type of a funds record (a change to the balance): presale subscribe',
  },
  exchange: {
    id: 'wallet.billType.exchange',
    defaultMessage: 'Coin exchange',
    description: 'Type of a funds record (a change to the balance): exchange',
  },
  invite_reward: {
    id: 'wallet.billType.invite_reward',
    defaultMessage: 'Invitation reward',
    description: 'Type of a funds record (a change to the balance): invite reward',
  },
  level_upgrade: {
    id: 'wallet.billType.level_upgrade',
    defaultMessage: 'Level upgrade',
    description: 'Type of a funds record (a change to the balance): level upgrade',
  },
  admin_adjust: {
    id: 'wallet.billType.admin_adjust',
    defaultMessage: 'Adjustment by the operator',
    description: 'Type of a funds record (a change to the balance): admin adjust',
  },
  demo_reset: {
    id: 'wallet.billType.demo_reset',
    defaultMessage: 'Demo account reset',
    description: 'Type of a funds record (a change to the balance): demo reset',
  },
});
