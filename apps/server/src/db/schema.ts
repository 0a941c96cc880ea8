import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  primaryKey,
  serial,
  text,
  timestamp,
  pgTable,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The typed view of the database the migrations (migrations.ts, the source of truth) create; schema.test.ts
 * migrates an empty database and fails when the two disagree on a table, column, type or NOT NULL.
 */

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  nickname: text('nickname').notNull(),
  passwordHash: text('password_hash').notNull(),
  withdrawPasswordHash: text('withdraw_password_hash'),
  inviteCode: text('invite_code').notNull().unique(),
  inviterId: integer('inviter_id'),
  lang: text('lang').notNull().default('en-US'),
  role: text('role').notNull().default('user'),
  isDemo: boolean('is_demo').notNull().default(false),
  level: integer('level').notNull().default(1),
  creditScore: integer('credit_score').notNull().default(100),
  areaCode: text('area_code'),
  avatar: text('avatar'),
  theme: text('theme').notNull().default('system'),
  reverseColor: boolean('reverse_color').notNull().default(false),
  noticePopup: boolean('notice_popup').notNull().default(true),
  isLoginPop: integer('is_login_pop').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  token: text('token').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Shared by the tokens that rotation issued for one login. */
  family: text('family')
    .notNull()
    .default(sql`gen_random_uuid()::text`),
  /** When this token was replaced; it then works only for a short grace window. */
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  replacedBy: text('replaced_by'),
});

export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    available: numeric('available', { precision: 30, scale: 8 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 30, scale: 8 }).notNull().default('0'),
    locked: numeric('locked', { precision: 30, scale: 8 }).notNull().default('0'),
    loan: numeric('loan', { precision: 30, scale: 8 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  balanceAfter: numeric('balance_after', { precision: 30, scale: 8 }).notNull(),
  kind: text('kind').notNull(),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  bucket: text('bucket').notNull().default('available'),
  holdId: bigint('hold_id', { mode: 'number' }),
});

export const ledgerHolds = pgTable('ledger_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  remaining: numeric('remaining', { precision: 30, scale: 8 }).notNull(),
  kind: text('kind').notNull(),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

export const idempotencyRecords = pgTable('idempotency_records', {
  token: text('token').primaryKey(),
  userId: integer('user_id'),
  operation: text('operation').notNull(),
  requestHash: text('request_hash').notNull(),
  state: text('state').notNull(),
  httpStatus: integer('http_status'),
  response: text('response'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  nextRunMs: bigint('next_run_ms', { mode: 'number' }).notNull(),
  lastRunMs: bigint('last_run_ms', { mode: 'number' }),
  leaseOwner: text('lease_owner'),
  leaseUntilMs: bigint('lease_until_ms', { mode: 'number' }),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
});

export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    slotMs: bigint('slot_ms', { mode: 'number' }).notNull(),
    owner: text('owner').notNull(),
    finishedMs: bigint('finished_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slotMs] })],
);

export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  untilMs: bigint('until_ms', { mode: 'number' }).notNull(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  /** null: a site notice for everyone. */
  userId: integer('user_id'),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const siteParams = pgTable('site_params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const languages = pgTable('languages', {
  langCode: text('lang_code').primaryKey(),
  langKey: text('lang_key'),
  langName: text('lang_name').notNull(),
  dir: text('dir').notNull().default('ltr'),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const dictionaries = pgTable(
  'dictionaries',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

export const translations = pgTable(
  'translations',
  {
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  pricePrecision: integer('price_precision').notNull(),
  lastPrice: numeric('last_price', { precision: 30, scale: 10 }).notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Kline bars of the simulator per product and interval, as JSON (`SavedBars`), saved with lastPrice. */
export const klineHistory = pgTable(
  'kline_history',
  {
    code: text('code').notNull(),
    interval: text('interval').notNull(),
    bars: text('bars').notNull(),
    savedAt: bigint('saved_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.interval] })],
);

export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  used: boolean('used').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const identityVerifications = pgTable('identity_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  realName: text('real_name').notNull(),
  idNumber: text('id_number').notNull(),
  documentType: text('document_type').notNull(),
  frontImage: text('front_image').notNull(),
  backImage: text('back_image').notNull(),
  handImage: text('hand_image').notNull(),
  status: text('status').notNull().default('review'),
  reason: text('reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const levels = pgTable('levels', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  minBalance: numeric('min_balance', { precision: 30, scale: 8 }).notNull(),
});

export const schemaMigrations = pgTable('schema_migrations', {
  version: integer('version').primaryKey(),
  appliedAt: bigint('applied_at', { mode: 'number' }).notNull(),
});

export const idempotentTokens = pgTable('idempotent_tokens', {
  token: text('token').primaryKey(),
  /** null: issued to a guest or anonymous client. */
  userId: integer('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters: request rate limits, failed logins, lock-outs (see modules/auth/throttle.ts). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Captcha answers by the client's key, hashed; each is consumed by its first check. */
export const captchaAnswers = pgTable('captcha_answers', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The published trading rules of a product (`TradeRule`); multiples and sessions are JSON arrays. */
export const tradeRules = pgTable('trade_rules', {
  productId: integer('product_id').primaryKey(),
  lotMin: numeric('lot_min', { precision: 30, scale: 8 }).notNull(),
  lotMax: numeric('lot_max', { precision: 30, scale: 8 }).notNull(),
  lotStep: numeric('lot_step', { precision: 30, scale: 8 }).notNull(),
  multiples: text('multiples').notNull(),
  contractSize: numeric('contract_size', { precision: 30, scale: 8 }).notNull(),
  spread: numeric('spread', { precision: 30, scale: 10 }).notNull(),
  feeRateOpen: numeric('fee_rate_open', { precision: 12, scale: 8 }).notNull(),
  feeRateClose: numeric('fee_rate_close', { precision: 12, scale: 8 }).notNull(),
  stopOutLevel: numeric('stop_out_level', { precision: 12, scale: 8 }).notNull(),
  sessions: text('sessions').notNull(),
  tradingHours: text('trading_hours').notNull(),
});

/** Contract orders and positions (spec §3, §4). */
export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull(),
  productId: integer('product_id').notNull(),
  productCode: text('product_code').notNull(),
  direction: text('direction').notNull(),
  orderType: text('order_type').notNull(),
  lots: numeric('lots', { precision: 30, scale: 8 }).notNull(),
  multiple: integer('multiple').notNull(),
  contractSize: numeric('contract_size', { precision: 30, scale: 8 }).notNull(),
  margin: numeric('margin', { precision: 30, scale: 8 }).notNull(),
  openFee: numeric('open_fee', { precision: 30, scale: 8 }).notNull().default('0'),
  closeFee: numeric('close_fee', { precision: 30, scale: 8 }),
  holdId: bigint('hold_id', { mode: 'number' }),
  entrustPrice: numeric('entrust_price', { precision: 30, scale: 10 }),
  stopLoss: numeric('stop_loss', { precision: 30, scale: 10 }),
  takeProfit: numeric('take_profit', { precision: 30, scale: 10 }),
  openPrice: numeric('open_price', { precision: 30, scale: 10 }),
  closePrice: numeric('close_price', { precision: 30, scale: 10 }),
  openTime: timestamp('open_time', { withTimezone: true }),
  closeTime: timestamp('close_time', { withTimezone: true }),
  profitLoss: numeric('profit_loss', { precision: 30, scale: 8 }),
  status: text('status').notNull(),
  closeReason: text('close_reason'),
  reason: text('reason'),
  reasonCode: text('reason_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The product's stop-out level when the order was placed: a term of the position. */
  stopOutLevel: numeric('stop_out_level', { precision: 12, scale: 8 }).notNull(),
  /**
   * The closing-side prices at or beyond which the engine looks at an open position (migration 12
   * has the whole rule): computed by the database, indexed, never written.
   */
  exitLow: numeric('exit_low', { precision: 30, scale: 10 }).generatedAlwaysAs(
    sql`CASE WHEN direction = 'long' THEN GREATEST(stop_loss, ceil((open_price - (stop_out_level * margin - 0.00000001) / NULLIF(lots * contract_size, 0)) * 10000000000) / 10000000000 + 0.0000000001) ELSE take_profit END`,
  ),
  exitHigh: numeric('exit_high', { precision: 30, scale: 10 }).generatedAlwaysAs(
    sql`CASE WHEN direction = 'short' THEN LEAST(stop_loss, floor((open_price + (stop_out_level * margin - 0.00000001) / NULLIF(lots * contract_size, 0)) * 10000000000) / 10000000000 - 0.0000000001) ELSE take_profit END`,
  ),
});

/** Every transition of an order. */
export const orderHistory = pgTable('order_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  price: numeric('price', { precision: 30, scale: 10 }),
  note: text('note').notNull(),
  /** An OrderHistoryEvent of the contract ('note_only' for rows older than events). */
  event: text('event').notNull().default('note_only'),
  /** The event's figures: decimal strings or enum words by key. */
  values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
  afterRestart: boolean('after_restart').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last tick the trading engine evaluated per product. */
export const tradeMarks = pgTable('trade_marks', {
  productCode: text('product_code').primaryKey(),
  bid: numeric('bid', { precision: 30, scale: 10 }).notNull(),
  ask: numeric('ask', { precision: 30, scale: 10 }).notNull(),
  tickMs: bigint('tick_ms', { mode: 'number' }).notNull(),
});

/** Timed bets: coin types. */
export const betCoinTypes = pgTable('bet_coin_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A coin at one period length, with its cut-off, payout rate and stake limits. */
export const betCoins = pgTable('bet_coins', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  typeCode: text('type_code').notNull(),
  name: text('name').notNull(),
  productCode: text('product_code').notNull(),
  periodSeconds: integer('period_seconds').notNull(),
  cutoffSeconds: integer('cutoff_seconds').notNull(),
  rate: numeric('rate', { precision: 12, scale: 8 }).notNull(),
  minAmount: numeric('min_amount', { precision: 30, scale: 8 }).notNull(),
  maxAmount: numeric('max_amount', { precision: 30, scale: 8 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** One window of a bet coin with the feed's prices at its boundaries. */
export const betPeriods = pgTable('bet_periods', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  coinId: integer('coin_id').notNull(),
  startMs: bigint('start_ms', { mode: 'number' }).notNull(),
  endMs: bigint('end_ms', { mode: 'number' }).notNull(),
  openPrice: numeric('open_price', { precision: 30, scale: 10 }),
  closePrice: numeric('close_price', { precision: 30, scale: 10 }),
  status: text('status').notNull().default('open'),
  result: text('result'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** A user's timed bet: its stake held until its period settles. */
export const bets = pgTable('bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  coinId: integer('coin_id').notNull(),
  periodId: bigint('period_id', { mode: 'number' }).notNull(),
  direction: text('direction').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  rate: numeric('rate', { precision: 12, scale: 8 }).notNull(),
  holdId: bigint('hold_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  result: text('result'),
  payout: numeric('payout', { precision: 30, scale: 8 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** Withdrawal accounts: bank cards and wallet addresses (spec §3). */
export const withdrawalAccounts = pgTable('withdrawal_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  cardType: text('card_type').notNull(),
  holderName: text('holder_name').notNull(),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  branchName: text('branch_name'),
  branchCode: text('branch_code'),
  walletAddress: text('wallet_address'),
  network: text('network'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Withdrawals; the amount is held (`holdId`) while processing. */
export const withdrawals = pgTable('withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull(),
  accountId: integer('account_id').notNull(),
  accountLabel: text('account_label').notNull(),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  fee: numeric('fee', { precision: 30, scale: 8 }).notNull(),
  holdId: bigint('hold_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  rejectReason: text('reject_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/** Deposit channels (operator configuration). */
export const rechargeChannels = pgTable('recharge_channels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  currency: text('currency').notNull(),
  network: text('network'),
  address: text('address'),
  bankName: text('bank_name'),
  accountName: text('account_name'),
  accountNumber: text('account_number'),
  minAmount: numeric('min_amount', { precision: 30, scale: 8 }).notNull(),
  maxAmount: numeric('max_amount', { precision: 30, scale: 8 }).notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 30, scale: 8 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Deposit coupon codes: a discount off the actual payment. */
export const rechargeCoupons = pgTable('recharge_coupons', {
  code: text('code').primaryKey(),
  discountPercent: numeric('discount_percent', { precision: 12, scale: 8 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Deposits, processing until reviewed. */
export const recharges = pgTable('recharges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull(),
  channelId: integer('channel_id').notNull(),
  channelName: text('channel_name').notNull(),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 30, scale: 8 }).notNull(),
  actualPayment: numeric('actual_payment', { precision: 30, scale: 8 }).notNull(),
  couponCode: text('coupon_code'),
  payer: text('payer'),
  payerBank: text('payer_bank'),
  payerAccount: text('payer_account'),
  voucherImage: text('voucher_image'),
  serialNumber: text('serial_number'),
  status: text('status').notNull(),
  rejectReason: text('reject_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/** Exchange quotes: valid until `expiresAt`, used at most once. */
export const exchangeQuotes = pgTable('exchange_quotes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  fromCoin: text('from_coin').notNull(),
  toCoin: text('to_coin').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
  fee: numeric('fee', { precision: 30, scale: 8 }).notNull(),
  receive: numeric('receive', { precision: 30, scale: 8 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Completed exchanges to USDT. */
export const exchanges = pgTable('exchanges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  quoteId: bigint('quote_id', { mode: 'number' }).notNull().unique(),
  fromCoin: text('from_coin').notNull(),
  toCoin: text('to_coin').notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
  fee: numeric('fee', { precision: 30, scale: 8 }).notNull(),
  receive: numeric('receive', { precision: 30, scale: 8 }).notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
