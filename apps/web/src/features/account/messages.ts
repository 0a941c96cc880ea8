import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  title: {
    id: 'account.title',
    defaultMessage: 'My account',
    description: 'Heading of the user centre',
  },
  loading: {
    id: 'account.loading',
    defaultMessage: 'Loading your account',
    description: 'Screen-reader text while the user centre loads',
  },
  loadError: {
    id: 'account.loadError',
    defaultMessage: 'Your account could not be loaded.',
    description: 'Error text when the user centre failed to load',
  },
  profile: {
    id: 'account.profile',
    defaultMessage: 'Profile',
    description: "Accessible name of the user centre's profile summary",
  },
  demo: {
    id: 'account.demo',
    defaultMessage: 'Demo account',
    description: 'Plain label shown when the account is a demo (practice) account',
  },
  balances: {
    id: 'account.balances',
    defaultMessage: 'Balance',
    description: 'Heading of the balance summary in the user centre',
  },
  balance: {
    id: 'account.balance',
    defaultMessage: 'Total balance',
    description: "Label of the account's whole balance (available and frozen)",
  },
  available: {
    id: 'account.available',
    defaultMessage: 'Available',
    description: 'Label of the part of the balance that can be used now',
  },
  frozen: {
    id: 'account.frozen',
    defaultMessage: 'Frozen',
    description: 'Label of the part of the balance held by pending withdrawals or orders',
  },
  wallet: {
    id: 'account.section.wallet',
    defaultMessage: 'Wallet',
    description: 'Heading of the wallet links of the user centre',
  },
  trading: {
    id: 'account.section.trading',
    defaultMessage: 'Trading',
    description: 'Heading of the trading links of the user centre',
  },
  account: {
    id: 'account.section.account',
    defaultMessage: 'Account and help',
    description: 'Heading of the account and help links of the user centre',
  },
  logout: {
    id: 'account.logout',
    defaultMessage: 'Log out',
    description: 'Button at the bottom of the user centre that logs out (after a confirmation)',
  },
  logoutTitle: {
    id: 'account.logout.title',
    defaultMessage: 'Log out?',
    description: 'Title of the confirmation before logging out',
  },
  logoutBody: {
    id: 'account.logout.body',
    defaultMessage: 'You will need to log in again to trade or see your assets.',
    description: 'Text of the confirmation before logging out',
  },
  resetDemo: {
    id: 'account.resetDemo',
    defaultMessage: 'Reset demo account',
    description: 'Button in the user centre of a demo (practice) account that resets it',
  },
  resetDemoTitle: {
    id: 'account.resetDemo.title',
    defaultMessage: 'Reset the demo account?',
    description: 'Title of the confirmation before resetting the demo account',
  },
  resetDemoBody: {
    id: 'account.resetDemo.body',
    defaultMessage:
      'All your open positions are closed at the current price and your balance goes back to the starting balance. Your records stay. This cannot be undone.',
    description: 'Text of the confirmation before resetting the demo (practice) account',
  },
  resetDemoConfirm: {
    id: 'account.resetDemo.confirm',
    defaultMessage: 'Reset',
    description: 'Confirm button of the demo account reset confirmation',
  },
  resetDemoFailed: {
    id: 'account.resetDemo.failed',
    defaultMessage: 'The demo account could not be reset. Try again.',
    description: 'Error shown when resetting the demo account failed',
  },
  verify_to_be_certified: {
    id: 'account.verification.toBeCertified',
    defaultMessage: 'Not verified',
    description: 'Identity verification state: nothing submitted yet',
  },
  verify_under_review: {
    id: 'account.verification.underReview',
    defaultMessage: 'Verification under review',
    description: 'Identity verification state: submitted and being reviewed',
  },
  verify_certified: {
    id: 'account.verification.certified',
    defaultMessage: 'Verified',
    description: 'Identity verification state: passed',
  },
  verify_rejected: {
    id: 'account.verification.rejected',
    defaultMessage: 'Verification rejected: please resubmit',
    description: 'Identity verification state: rejected, the user must submit again',
  },
  linkWallet: {
    id: 'account.link.wallet',
    defaultMessage: 'Assets',
    description: 'User centre link: the wallet (assets) tab',
  },
  linkDeposit: {
    id: 'account.link.deposit',
    defaultMessage: 'Deposit',
    description: 'User centre link: deposit (recharge)',
  },
  linkWithdraw: {
    id: 'account.link.withdraw',
    defaultMessage: 'Withdraw',
    description: 'User centre link: withdrawal',
  },
  linkBankCard: {
    id: 'account.link.bankCard',
    defaultMessage: 'Withdrawal accounts',
    description: 'User centre link: saved bank cards and wallet addresses for withdrawals',
  },
  linkExchange: {
    id: 'account.link.exchange',
    defaultMessage: 'Exchange to USDT',
    description: 'User centre link: coin exchange',
  },
  linkExchangeRecords: {
    id: 'account.link.exchangeRecords',
    defaultMessage: 'Exchange records',
    description: 'User centre link: the records of coin exchanges to USDT',
  },
  linkBills: {
    id: 'account.link.bills',
    defaultMessage: 'Funds records',
    description: 'User centre link: every change to the balances',
  },
  linkDeposits: {
    id: 'account.link.deposits',
    defaultMessage: 'Deposit records',
    description: 'User centre link: deposit records',
  },
  linkWithdrawals: {
    id: 'account.link.withdrawals',
    defaultMessage: 'Withdrawal records',
    description: 'User centre link: withdrawal records',
  },
  linkTrade: {
    id: 'account.link.trade',
    defaultMessage: 'Trade',
    description: 'User centre link: contract trading',
  },
  linkOrders: {
    id: 'account.link.orders',
    defaultMessage: 'Orders',
    description: "User centre link: the user's contract orders and positions",
  },
  linkBet: {
    id: 'account.link.bet',
    defaultMessage: 'Up/down',
    description: 'User centre link: timed up/down bets on coin periods (same name as the bet page)',
  },
  linkWealth: {
    id: 'account.link.wealth',
    defaultMessage: 'Financial products',
    description: 'User centre link: financial products with a daily return',
  },
  linkWealthOrders: {
    id: 'account.link.wealthOrders',
    defaultMessage: 'My financial products',
    description: "User centre link: the user's financial product orders",
  },
  linkDraw: {
    id: 'account.link.draw',
    defaultMessage: 'Lottery',
    description: 'User centre link: the lottery wheel',
  },
  linkMessages: {
    id: 'account.link.messages',
    defaultMessage: 'Messages',
    description: 'User centre link: in-site messages',
  },
  linkRealname: {
    id: 'account.link.realname',
    defaultMessage: 'Identity verification',
    description: 'User centre link: real-name verification',
  },
  linkCredit: {
    id: 'account.link.credit',
    defaultMessage: 'Credit score',
    description: "User centre link: the user's credit score",
  },
  linkInvite: {
    id: 'account.link.invite',
    defaultMessage: 'Invite friends',
    description: 'User centre link: invitation code and rewards',
  },
  linkPassword: {
    id: 'account.link.password',
    defaultMessage: 'Login password',
    description: 'User centre link: change the login password',
  },
  linkTkPwd: {
    id: 'account.link.forgetTkPwd',
    defaultMessage: 'Withdrawal password',
    description: 'User centre link: reset the withdrawal password',
  },
  linkSetting: {
    id: 'account.link.setting',
    defaultMessage: 'Settings',
    description: 'User centre link: account settings',
  },
  linkLanguage: {
    id: 'account.link.language',
    defaultMessage: 'Language',
    description: 'User centre link: choose the language',
  },
  linkHelp: {
    id: 'account.link.help',
    defaultMessage: 'Help centre',
    description: 'User centre link: the help centre',
  },
  linkSupport: {
    id: 'account.link.support',
    defaultMessage: 'Online support',
    description: 'User centre link: online customer support',
  },
});

/** The messages that take values, typed so a missing or misspelt value is a type error. */
export const accountValueMessages = defineMessages<{
  userId: { id: string };
  level: { level: string };
  unitAmount: { amount: string; unit: string };
  resetDemoDone: { amount: string };
}>({
  userId: {
    id: 'account.userId',
    defaultMessage: 'ID {id}',
    description: "The user's account id, e.g. ID 1001",
  },
  level: {
    id: 'account.level',
    defaultMessage: 'Level: {level}',
    description: "The user's level name, e.g. Level: VIP 1",
  },
  unitAmount: {
    id: 'account.unitAmount',
    defaultMessage: '{amount} {unit}',
    description: 'An amount followed by its unit, e.g. 12.5 USDT',
  },
  resetDemoDone: {
    id: 'account.resetDemo.done',
    defaultMessage: 'The demo account was reset. Available: {amount}',
    description: 'Shown after the demo account was reset; amount is the new balance with its unit',
  },
});
