import type { components } from '../generated/schema';

type S = components['schemas'];

/** Realistic sample data for Storybook, tests and the mock handlers. Times are fixed for stable output. */
const T0 = '2026-01-31T08:00:00.000Z';
const T1 = '2026-01-31T09:30:00.000Z';
const T_END = '2026-03-02T08:00:00.000Z';

export const userInfo: S['UserInfo'] = {
  id: 1001,
  role: 'user',
  username: 'trader01',
  nickname: 'Trader One',
  email: 'trader01@example.com',
  areaCode: '+44',
  phone: '7700900123',
  avatar: 'https://{host}/upload/avatar/1001.png',
  code: 'A7K2Q9',
  isLoginPop: 1,
  lang: 'en-US',
  levelId: 1,
  levelName: 'Silver',
  creditScore: 92,
  verificationStatus: 'certified',
  hasWithdrawalPassword: true,
  createdAt: T0,
};

export const guestInfo: S['UserInfo'] = {
  ...userInfo,
  id: 9000001,
  role: 'guest',
  username: 'guest9000001',
  nickname: 'Guest',
  email: null,
  phone: null,
  areaCode: null,
  avatar: null,
  isLoginPop: 0,
  levelId: 0,
  levelName: 'Standard',
  verificationStatus: 'to_be_certified',
  hasWithdrawalPassword: false,
};

/** A demo account of one's own ("Try the demo", `loginDemo`): virtual funds, no contact details. */
export const demoInfo: S['UserInfo'] = {
  ...guestInfo,
  id: 9000002,
  role: 'demo',
  username: 'demo_5f3a9c2b1e7d',
  nickname: 'Demo',
  levelId: 1,
  levelName: 'Silver',
};

export const userMoney: S['UserMoney'] = {
  currency: 'USDT',
  balance: '10250.7531',
  available: '9250.7531',
  frozen: '1000',
  margin: '1000',
  unrealizedProfit: '-12.4',
  todayProfit: '35.25',
  turnoverCode: '0',
};

export const userLevelInfo: S['UserLevelInfo'] = {
  level: 1,
  name: 'Silver',
  icon: 'https://{host}/upload/level/1.png',
  nextLevel: 2,
  upgradePrice: '500',
};

export const userLevels: S['UserLevel'][] = [
  {
    level: 0,
    name: 'Standard',
    icon: null,
    price: '0',
    benefits: ['1 free withdrawal per day'],
    dailyFreeWithdrawals: 1,
  },
  {
    level: 1,
    name: 'Silver',
    icon: 'https://{host}/upload/level/1.png',
    price: '100',
    benefits: ['2 free withdrawals per day'],
    dailyFreeWithdrawals: 2,
  },
  {
    level: 2,
    name: 'Gold',
    icon: 'https://{host}/upload/level/2.png',
    price: '500',
    benefits: ['3 free withdrawals per day', 'Priority support'],
    dailyFreeWithdrawals: 3,
  },
];

export const rankList: S['RankEntry'][] = [
  { rank: 1, nickname: 'Ma***n', avatar: null, amount: '48210.5' },
  { rank: 2, nickname: 'Li***u', avatar: null, amount: '35002' },
  { rank: 3, nickname: 'Jo***e', avatar: null, amount: '21987.25' },
];

export const notices: S['Notice'][] = [
  {
    id: 1,
    userId: null,
    title: 'Scheduled maintenance',
    subTitle: 'Saturday 02:00-03:00 UTC',
    description: '<p>Trading pauses during maintenance. Open positions are not affected.</p>',
    read: false,
    createdAt: T0,
  },
  {
    id: 2,
    userId: 1001,
    title: 'Withdrawal completed',
    subTitle: '200 USDT sent',
    description: '<p>Your withdrawal of <strong>200 USDT</strong> has been paid.</p>',
    read: true,
    createdAt: T1,
  },
];

export const products: S['TradeProduct'][] = [
  {
    id: 1,
    code: 'BTCUSDT',
    name: 'Bitcoin',
    category: 'coin',
    icon: 'https://{host}/upload/coin/btc.png',
    price: '97250.12',
    high: '98100',
    low: '95820.5',
    volume: '18234.551',
    changeRate: '1.25',
    rise: true,
    precision: 2,
    status: 'trading',
    simulated: true,
  },
  {
    id: 2,
    code: 'ETHUSDT',
    name: 'Ethereum',
    category: 'coin',
    icon: 'https://{host}/upload/coin/eth.png',
    price: '3180.4',
    high: '3242.1',
    low: '3102.75',
    volume: '250331.2',
    changeRate: '-0.84',
    rise: false,
    precision: 2,
    status: 'trading',
    simulated: true,
  },
  {
    id: 3,
    code: 'AAPL',
    name: 'Apple Inc.',
    category: 'stock',
    icon: null,
    price: '231.18',
    high: '233.02',
    low: '229.6',
    volume: '51234000',
    changeRate: '0.41',
    rise: true,
    precision: 2,
    status: 'closed',
    simulated: true,
  },
  {
    id: 4,
    code: 'EURUSD',
    name: 'Euro / US Dollar',
    category: 'forex',
    icon: null,
    price: '1.08412',
    high: '1.08733',
    low: '1.08101',
    volume: '1203340',
    changeRate: '-0.12',
    rise: false,
    precision: 5,
    status: 'trading',
    simulated: true,
  },
  {
    id: 5,
    code: 'XAUUSD',
    name: 'Gold',
    category: 'futures',
    icon: null,
    price: '2651.3',
    high: '2660',
    low: '2633.8',
    volume: '88210',
    changeRate: '0.3',
    rise: true,
    precision: 2,
    status: 'trading',
    simulated: true,
  },
];

export const priceTicks: S['PriceTick'][] = products.map((p) => ({
  symbol: p.code,
  priceUsd: p.price,
  highPrice1d: p.high,
  lowPrice1d: p.low,
  volume: p.volume,
  priceChange1d: p.changeRate,
  time: T1,
}));

export const tradeRule: S['TradeRule'] = {
  productId: 1,
  lotMin: '0.01',
  lotMax: '100',
  lotStep: '0.01',
  multiples: [1, 5, 10, 20, 50, 100],
  contractSize: '1',
  feeRate: '0.001',
  precision: 2,
  tradingHours: '24/7',
  spread: '1',
  feeRateClose: '0.001',
  stopOutLevel: '0.8',
  sessions: [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }],
};

export const candles: S['Candle'][] = [
  {
    time: '2026-01-31T08:00:00.000Z',
    open: '97010',
    high: '97180.5',
    low: '96950',
    close: '97120.2',
    volume: '152.3',
  },
  {
    time: '2026-01-31T08:01:00.000Z',
    open: '97120.2',
    high: '97260',
    low: '97080',
    close: '97250.12',
    volume: '98.01',
  },
  {
    time: '2026-01-31T08:02:00.000Z',
    open: '97250.12',
    high: '97300',
    low: '97190.4',
    close: '97210',
    volume: '75.5',
  },
];

export const openOrder: S['Order'] = {
  orderNo: 'O2026013100001',
  productId: 1,
  productCode: 'BTCUSDT',
  productName: 'Bitcoin',
  direction: 'long',
  orderType: 'market',
  lotSize: '0.1',
  multiple: 10,
  margin: '972.5',
  fee: '9.72',
  stopLoss: '95000',
  takeProfit: '100000',
  entrustPrice: null,
  openPrice: '97250.12',
  closePrice: null,
  openTime: T0,
  closeTime: null,
  profitLoss: '-12.4',
  result: null,
  status: 'in_position',
  createdAt: T0,
};

export const pendingOrder: S['Order'] = {
  ...openOrder,
  orderNo: 'O2026013100002',
  orderType: 'limit',
  direction: 'short',
  entrustPrice: '99000',
  openPrice: null,
  openTime: null,
  profitLoss: null,
  status: 'entrusted',
};

export const closedOrder: S['Order'] = {
  ...openOrder,
  orderNo: 'O2026013000007',
  closePrice: '98010',
  closeTime: T1,
  profitLoss: '75.99',
  result: 'profit',
  status: 'closed',
};

export const betCoinTypes: S['BetCoinType'][] = [
  { code: 'crypto', name: 'Crypto' },
  { code: 'forex', name: 'Forex' },
];

const betCoinTerms = {
  typeCode: 'crypto',
  icon: null,
  periodSeconds: 60,
  cutoffSeconds: 10,
  rate: '0.95',
  minAmount: '1',
  maxAmount: '10000',
  lossShare30d: '0.52',
};

export const betCoins: S['BetCoin'][] = [
  { ...betCoinTerms, id: 1, code: 'BTC', name: 'Bitcoin 60s' },
  { ...betCoinTerms, id: 2, code: 'ETH', name: 'Ethereum 60s' },
];

export const betRateMap: S['BetRateMap'] = { '1': '0.95', '2': '0.95' };

export const betPlayGroups: S['BetPlayGroup'][] = [
  {
    code: 'direction',
    name: 'Up / Down',
    plays: [
      { code: 'up', name: 'Up', direction: 'up', rate: '0.95' },
      { code: 'down', name: 'Down', direction: 'down', rate: '0.95' },
    ],
  },
];

export const currentPeriod: S['BetPeriod'] = {
  id: 50231,
  periodNo: '20260131-0571',
  coinId: 1,
  startTime: '2026-01-31T09:30:00.000Z',
  endTime: '2026-01-31T09:31:00.000Z',
  status: 'open',
  openPrice: '97250.12',
  closePrice: null,
  result: null,
};

export const settledPeriod: S['BetPeriod'] = {
  ...currentPeriod,
  id: 50230,
  periodNo: '20260131-0570',
  startTime: '2026-01-31T09:29:00.000Z',
  endTime: '2026-01-31T09:30:00.000Z',
  status: 'settled',
  openPrice: '97210',
  closePrice: '97250.12',
  result: 'up',
};

export const betRecords: S['BetRecord'][] = [
  {
    id: 1,
    periodId: 50230,
    periodNo: '20260131-0570',
    coinCode: 'BTC',
    playCode: 'up',
    amount: '20',
    rate: '0.95',
    status: 'completed',
    result: 'win',
    payout: '39',
    createdAt: T1,
  },
  {
    id: 2,
    periodId: 50231,
    periodNo: '20260131-0571',
    coinCode: 'BTC',
    playCode: 'down',
    amount: '10',
    rate: '0.95',
    status: 'in_progress',
    result: null,
    payout: null,
    createdAt: T1,
  },
];

export const bills: S['Bill'][] = [
  {
    id: 1,
    type: 'recharge',
    amount: '1000',
    balanceAfter: '10250.7531',
    remark: 'USDT TRC20',
    createdAt: T1,
  },
  {
    id: 2,
    type: 'order_fee',
    amount: '-9.72',
    balanceAfter: '9250.7531',
    remark: 'O2026013100001',
    createdAt: T0,
  },
];

export const realNameInfo: S['RealNameInfo'] = {
  status: 'rejected',
  realName: 'J*** D**',
  idNumber: '****1234',
  documentType: 'passport',
  rejectReason: 'The hand-held photo is blurred. Please resubmit.',
  submittedAt: T0,
};

export const dictEnumMap: S['DictEnumMap'] = {
  OrderStatus: [
    { code: 'entrusted', name: 'Pending' },
    { code: 'in_position', name: 'In position' },
    { code: 'closed', name: 'Closed' },
  ],
  Direction: [
    { code: 'long', name: 'Buy up' },
    { code: 'short', name: 'Buy down' },
  ],
};

export const siteParameters: S['SiteParameters'] = {
  FRONT_DOMAIN: 'https://app.example.com',
  SYSTEM_DATETIME_FORMAT: 'yyyy-MM-dd HH:mm:ss',
  ACCOUNT_INFO_ENCRYPT_OPEN: '1',
  APP_DOWNLOAD_PAGE: 'https://app.example.com/app',
  SYSTEM_MAINTAIN: '0',
  SYSTEM_ONLY_MOBILE_OPEN: '0',
  SYSTEM_PC_FORCE_APP: '0',
  SITE_FAVICON: 'https://{host}/upload/site/favicon.png',
  FILE_UPLOAD_DOMAIN: 'files.example.com',
  IP_FILE_UPLOAD_DOMAIN: '203.0.113.10:8080',
  SHOW_NEW_NOTICE_OPEN: '1',
  ONLINE_SERVICE_URL: 'https://support.example.com/chat',
  ONLINE_SERVICE_SCRIPT: '',
  STATISTICS_SCRIPT: '',
  SITE_NAME: 'Example Markets',
  CURRENCY_SYMBOL: '$',
  REVERSE_COLOR_OPEN: '0',
  FORCE_LOGIN_OPEN: '0',
  INVITE_MAX_REWARD: '500',
};

export const countries: S['Country'][] = [
  {
    id: 1,
    langCode: 'en-US',
    langKey: null,
    name: 'United States',
    langName: 'English',
    areaCode: '+1',
    icon: 'https://{host}/upload/flag/us.png',
  },
  {
    id: 2,
    langCode: 'zh-CN',
    langKey: null,
    name: 'China',
    langName: '简体中文',
    areaCode: '+86',
    icon: 'https://{host}/upload/flag/cn.png',
  },
  {
    id: 3,
    langCode: 'ckb-IQ',
    langKey: 'ku',
    name: 'Iraq (Kurdistan)',
    langName: 'کوردی',
    areaCode: '+964',
    icon: 'https://{host}/upload/flag/iq.png',
  },
];

export const languages: S['Language'][] = [
  {
    langCode: 'en-US',
    langKey: null,
    langName: 'English',
    icon: 'https://{host}/upload/flag/us.png',
    dir: 'ltr',
    isDefault: true,
  },
  {
    langCode: 'zh-CN',
    langKey: null,
    langName: '简体中文',
    icon: 'https://{host}/upload/flag/cn.png',
    dir: 'ltr',
    isDefault: false,
  },
  {
    langCode: 'fa-IR',
    langKey: null,
    langName: 'فارسی',
    icon: 'https://{host}/upload/flag/ir.png',
    dir: 'rtl',
    isDefault: false,
  },
];

export const banners: S['Banner'][] = [
  {
    id: 1,
    title: 'Trade Bitcoin',
    // The web app's own images (apps/web/public), so stories show real banners.
    image: '/banners/simulated.svg',
    link: '/m/quotation',
  },
  {
    id: 2,
    title: 'Invite friends',
    image: '/banners/invite.svg',
    link: '/m/user/invite',
  },
];

export const rechargeChannels: S['RechargeChannel'][] = [
  {
    id: 1,
    name: 'USDT (TRC20)',
    type: 'crypto',
    icon: null,
    currency: 'USDT',
    network: 'TRC20',
    address: 'TQ5ZyQZ8b1j5mFvU9r3eY7x2k1c4pN6sLm',
    qrCode: 'https://{host}/upload/qr/trc20.png',
    bankName: null,
    accountName: null,
    accountNumber: null,
    minAmount: '10',
    maxAmount: '100000',
    exchangeRate: '1',
  },
  {
    id: 2,
    name: 'Bank transfer (EUR)',
    type: 'offline',
    icon: null,
    currency: 'EUR',
    network: null,
    address: null,
    qrCode: null,
    bankName: 'Example Bank',
    accountName: 'Example Markets Ltd',
    accountNumber: 'DE89370400440532013000',
    minAmount: '50',
    maxAmount: '20000',
    exchangeRate: '0.92',
  },
];

export const rechargeRecord: S['RechargeRecord'] = {
  id: 1,
  orderNo: 'R2026013100001',
  channelName: 'USDT (TRC20)',
  amount: '1000',
  exchangeRate: '1',
  actualPayment: '1000',
  currency: 'USDT',
  status: 'success',
  rejectReason: null,
  createdAt: T0,
};

/** The one coupon code the mock knows (the reference server seeds the same one). */
export const rechargeCoupon: S['RechargeCoupon'] = { couponCode: 'WELCOME5', discountPercent: '5' };

export const withdrawInfo: S['WithdrawInfo'] = {
  balance: userMoney.balance,
  available: userMoney.available,
  dailyFreeCount: 2,
  todayCount: 1,
  feePercent: '2',
  limitTimes: 5,
  minAmount: '10',
  maxAmount: '50000',
  turnoverCode: '0',
  turnoverTotal: '0',
};

export const withdrawRecord: S['WithdrawRecord'] = {
  id: 1,
  orderNo: 'W2026013100001',
  amount: '200',
  fee: '0',
  actualAmount: '200',
  accountLabel: 'TRC20 TQ5Z…sLm',
  status: 'success',
  rejectReason: null,
  createdAt: T0,
};

export const withdrawalAccounts: S['WithdrawalAccount'][] = [
  {
    id: 1,
    cardType: 'wallet',
    holderName: 'Trader One',
    bankName: null,
    accountNumber: null,
    branchName: null,
    branchCode: null,
    walletAddress: 'TQ5Z…sLm',
    network: 'TRC20',
    createdAt: T0,
  },
  {
    id: 2,
    cardType: 'bank',
    holderName: 'Trader One',
    bankName: 'Example Bank',
    accountNumber: '**** **** 3000',
    branchName: 'Berlin Mitte',
    branchCode: '37040044',
    walletAddress: null,
    network: null,
    createdAt: T0,
  },
];

export const loanConfig: S['LoanConfig'] = {
  minAmount: '100',
  maxAmount: '20000',
  terms: [7, 15, 30, 90],
  dailyRate: '0.001',
  interestFreeDays: 3,
  lender: 'Example Finance Ltd',
};

export const loan: S['Loan'] = {
  id: 1,
  contractNo: 'L2026013100001',
  amount: '1000',
  termDays: 30,
  dailyRate: '0.001',
  interestFreeDays: 3,
  currentInterest: '0',
  totalInterest: '27',
  totalRepayment: '1027',
  lender: 'Example Finance Ltd',
  status: 'in_progress',
  createdAt: T0,
  borrowedAt: T0,
  dueAt: T_END,
  repaidAt: null,
};

export const wealthProducts: S['WealthProduct'][] = [
  {
    id: 1,
    name: 'USDT Flexible 30',
    icon: null,
    description: '<p>Daily return, paid at maturity with the principal.</p>',
    dailyRate: '0.0012',
    termDays: 30,
    minAmount: '100',
    maxAmount: '50000',
    quota: '1000000',
    sold: '412500',
    earlyRedeem: true,
    status: 'open',
  },
  {
    id: 2,
    name: 'USDT Fixed 90',
    icon: null,
    description: '<p>Fixed term, no early redemption.</p>',
    dailyRate: '0.0018',
    termDays: 90,
    minAmount: '500',
    maxAmount: '100000',
    quota: '500000',
    sold: '500000',
    earlyRedeem: false,
    status: 'sold_out',
  },
];

export const miningProducts: S['MiningProduct'][] = [
  {
    id: 1,
    name: 'ETH lock 15',
    coin: 'ETH',
    icon: null,
    dailyRateMin: '0.0008',
    dailyRateMax: '0.0015',
    termDays: 15,
    minAmount: '100',
    maxAmount: '20000',
    status: 'open',
  },
];

export const smartPlans: S['SmartPlan'][] = [
  {
    id: 1,
    name: 'Grid robot BTC',
    description: 'Buys dips and sells rallies within a band. Returns can be negative.',
    dailyRateMin: '-0.002',
    dailyRateMax: '0.004',
    termDays: 7,
    minAmount: '100',
    maxAmount: '10000',
    status: 'open',
  },
];

export const investmentOrder: S['InvestmentOrder'] = {
  id: 1,
  orderNo: 'F2026013100001',
  kind: 'wealth',
  productId: 1,
  productName: 'USDT Flexible 30',
  amount: '1000',
  dailyRate: '0.0012',
  termDays: 30,
  earned: '1.2',
  status: 'in_progress',
  startAt: T0,
  endAt: T_END,
};

export const lotteryPrizes: S['LotteryPrize'][] = [
  { id: 1, title: '100 USDT', image: null, amount: '100', probability: '0.01' },
  { id: 2, title: '10 USDT', image: null, amount: '10', probability: '0.09' },
  { id: 3, title: '1 USDT', image: null, amount: '1', probability: '0.3' },
  { id: 4, title: 'Thank you', image: null, amount: null, probability: '0.6' },
];

export const lotteryRecord: S['LotteryRecord'] = {
  id: 1,
  prizeId: 3,
  title: '1 USDT',
  amount: '1',
  segmentIndex: 2,
  createdAt: T1,
};

export const presales: S['Presale'][] = [
  {
    id: 1,
    coin: 'NEWC',
    name: 'NewCoin',
    icon: null,
    description: 'A new utility token.',
    price: '0.05',
    totalSupply: '10000000',
    sold: '3250000',
    minAmount: '10',
    maxAmount: '5000',
    startTime: T0,
    endTime: T_END,
    listingTime: null,
    status: 'open',
  },
];

export const presaleRecord: S['PresaleRecord'] = {
  id: 1,
  presaleId: 1,
  coin: 'NEWC',
  amount: '100',
  quantity: '2000',
  price: '0.05',
  status: 'success',
  createdAt: T1,
};

export const exchangeCoins: S['ExchangeCoin'][] = [
  { coin: 'BTC', name: 'Bitcoin', icon: null, rate: '97250.12', balance: '0.015' },
  { coin: 'ETH', name: 'Ethereum', icon: null, rate: '3180.4', balance: '0.5' },
];

export const exchangeQuote: S['ExchangeQuote'] = {
  fromCoin: 'ETH',
  toCoin: 'USDT',
  amount: '0.5',
  rate: '3180.4',
  fee: '1.5902',
  receive: '1588.6098',
  expiresAt: T1,
};

export const exchangeRecord: S['ExchangeRecord'] = {
  id: 1,
  fromCoin: 'ETH',
  toCoin: 'USDT',
  amount: '0.5',
  rate: '3180.4',
  fee: '1.5902',
  receive: '1588.6098',
  status: 'success',
  createdAt: T1,
};

export const inviteInfo: S['InviteInfo'] = {
  code: userInfo.code,
  url: 'https://app.example.com/m/register?codeNumber=A7K2Q9',
  maxReward: '500',
  totalReward: '35.5',
  inviteeCount: 4,
  rewardRate: '0.05',
};

export const inviteReward: S['InviteReward'] = {
  id: 1,
  inviteeName: 'Jo***e',
  amount: '5',
  remark: 'First deposit cash-back',
  createdAt: T1,
};

export const invitee: S['Invitee'] = {
  id: 1,
  nickname: 'Jo***e',
  registeredAt: T0,
  verified: true,
};

export const creditInfo: S['CreditInfo'] = {
  score: 92,
  maxScore: 100,
  history: [{ change: 2, reason: 'Loan repaid on time', createdAt: T1 }],
};

export const userSettings: S['UserSettings'] = {
  lang: 'en-US',
  theme: 'system',
  reverseColor: false,
  noticePopup: true,
};

export const articleCategories: S['ArticleCategory'][] = [
  { id: 1, name: 'News' },
  { id: 2, name: 'Guides' },
];

export const articleSummaries: S['ArticleSummary'][] = [
  {
    id: 1,
    categoryId: 2,
    title: 'How margin works',
    summary: 'Margin, multiple and lot size explained.',
    cover: 'https://{host}/upload/article/1.png',
    publishedAt: T0,
  },
  {
    id: 2,
    categoryId: 1,
    title: 'New products listed',
    summary: 'Gold and EUR/USD are now available.',
    cover: null,
    publishedAt: T1,
  },
];

export const article: S['Article'] = {
  ...articleSummaries[0]!,
  content: '<h2>Margin</h2><p>Margin = lot size × contract size × price ÷ multiple.</p>',
};

export const faq: S['FaqEntry'][] = [
  {
    id: 1,
    question: 'How long does a withdrawal take?',
    answer: '<p>Usually within 30 minutes after review.</p>',
  },
  {
    id: 2,
    question: 'What is the turnover code?',
    answer:
      '<p>The wagering left on a bonus you accepted. It must reach 0 before you withdraw.</p>',
  },
];

export const helpCategories: S['HelpCategory'][] = [
  { id: 1, name: 'Getting started', topics: articleSummaries.slice(0, 1) },
];

export const sitePage: S['SitePage'] = {
  key: 'terms',
  title: 'Terms of service',
  content: '<p>These terms govern your use of the service.</p>',
  updatedAt: T0,
};

export const popularSearches: S['PopularSearch'][] = [
  { keyword: 'BTC' },
  { keyword: 'gold' },
  { keyword: 'withdraw' },
];

export const health: S['Health'] = { status: 'up', uptimeSeconds: 42, database: 'pglite' };

export const supportLink: S['SupportLink'] = {
  url: 'https://support.example.com/chat',
  script: null,
};

export const appDownload: S['AppDownload'] = {
  page: 'https://app.example.com/app',
  android: 'https://app.example.com/download/app.apk',
  ios: null,
  version: '1.4.0',
};

export const uploadResult: S['UploadResult'] = {
  url: 'https://{host}/upload/front/2026/01/31/voucher.png',
  path: '/upload/front/2026/01/31/voucher.png',
};

/** A tiny SVG for the captcha and paper images. */
export const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eee"/><text x="20" y="28" font-size="20">7 K 2 Q</text></svg>';

export function page<T>(
  list: T[],
  page = 1,
  limit = 20,
): { list: T[]; total: number; page: number; limit: number } {
  return { list, total: list.length, page, limit };
}
