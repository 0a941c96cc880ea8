/**
 * Forward-only migrations, applied in order inside one transaction each. PostgreSQL 15 SQL only (PGlite
 * runs 18, production may run 15). Never edit a released migration: add a new one.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text UNIQUE,
  phone text UNIQUE,
  nickname text NOT NULL,
  password_hash text NOT NULL,
  withdraw_password_hash text,
  invite_code text NOT NULL UNIQUE,
  inviter_id integer REFERENCES users(id),
  lang text NOT NULL DEFAULT 'en-US',
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'guest', 'operator')),
  is_demo boolean NOT NULL DEFAULT false,
  level integer NOT NULL DEFAULT 1,
  credit_score integer NOT NULL DEFAULT 100,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions(user_id);
CREATE TABLE balances (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency text NOT NULL,
  available numeric(30, 8) NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen numeric(30, 8) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  PRIMARY KEY (user_id, currency)
);
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency text NOT NULL,
  amount numeric(30, 8) NOT NULL CHECK (amount <> 0),
  balance_after numeric(30, 8) NOT NULL CHECK (balance_after >= 0),
  kind text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger_entries(user_id, currency, id);
CREATE TABLE notices (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT '',
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE notice_reads (
  notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_id, user_id)
);
CREATE TABLE messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE message_reads (
  message_id integer NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);
CREATE TABLE banners (
  id serial PRIMARY KEY,
  position text NOT NULL,
  title text NOT NULL,
  image_url text NOT NULL,
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE site_params (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE languages (
  lang_code text PRIMARY KEY,
  lang_key text,
  lang_name text NOT NULL,
  dir text NOT NULL DEFAULT 'ltr' CHECK (dir IN ('ltr', 'rtl')),
  icon text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE countries (
  code text PRIMARY KEY,
  name text NOT NULL,
  dial_code text NOT NULL,
  icon text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE dictionaries (
  type text NOT NULL,
  code text NOT NULL,
  label text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (type, code)
);
CREATE TABLE translations (
  lang text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (lang, key)
);
CREATE TABLE products (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  category text NOT NULL CHECK (category IN ('coin', 'stock', 'futures', 'forex')),
  price_precision integer NOT NULL CHECK (price_precision BETWEEN 0 AND 10),
  last_price numeric(30, 10) NOT NULL CHECK (last_price > 0),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  target text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL
);
CREATE INDEX verification_codes_target_idx ON verification_codes(target, purpose);
CREATE TABLE identity_verifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  real_name text NOT NULL,
  id_number text NOT NULL,
  document_type text NOT NULL,
  front_image text NOT NULL,
  back_image text NOT NULL,
  hand_image text NOT NULL,
  status text NOT NULL DEFAULT 'review' CHECK (status IN ('review', 'passed', 'rejected')),
  reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX identity_user_idx ON identity_verifications(user_id, id);
CREATE TABLE articles (
  id serial PRIMARY KEY,
  category text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE levels (
  level integer PRIMARY KEY,
  name text NOT NULL,
  min_balance numeric(30, 8) NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'user settings, idempotent tokens',
    sql: `
ALTER TABLE users ADD COLUMN area_code text;
ALTER TABLE users ADD COLUMN avatar text;
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark'));
ALTER TABLE users ADD COLUMN reverse_color boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN notice_popup boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN is_login_pop integer NOT NULL DEFAULT 1 CHECK (is_login_pop IN (0, 1));
-- In-site messages and notices are one thing in the contract (Notice); one table serves both.
DROP TABLE message_reads;
DROP TABLE messages;
CREATE TABLE idempotent_tokens (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
`,
  },
  {
    version: 3,
    name: 'idempotent tokens for guests',
    sql: `ALTER TABLE idempotent_tokens ALTER COLUMN user_id DROP NOT NULL;`,
  },
  {
    version: 4,
    name: 'kline history kept across restarts',
    sql: `
CREATE TABLE kline_history (
  code text NOT NULL,
  interval text NOT NULL,
  bars text NOT NULL,
  saved_at bigint NOT NULL,
  PRIMARY KEY (code, interval)
);
`,
  },
  {
    version: 5,
    name: 'money kernel: ledger buckets and holds, outbox, idempotency records, jobs, leases',
    sql: `
ALTER TABLE balances ADD COLUMN locked numeric(30, 8) NOT NULL DEFAULT 0 CHECK (locked >= 0);
ALTER TABLE balances ADD COLUMN loan numeric(30, 8) NOT NULL DEFAULT 0 CHECK (loan >= 0);
CREATE TABLE ledger_holds (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency text NOT NULL,
  amount numeric(30, 8) NOT NULL CHECK (amount > 0),
  remaining numeric(30, 8) NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  kind text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX ledger_holds_open_idx ON ledger_holds(user_id, currency) WHERE remaining > 0;
ALTER TABLE ledger_entries ADD COLUMN bucket text NOT NULL DEFAULT 'available'
  CHECK (bucket IN ('available', 'frozen', 'locked', 'loan'));
ALTER TABLE ledger_entries ADD COLUMN hold_id bigint REFERENCES ledger_holds(id);
DROP INDEX ledger_user_idx;
CREATE INDEX ledger_user_idx ON ledger_entries(user_id, currency, bucket, id);
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  origin text NOT NULL,
  destination text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished_idx ON outbox(id) WHERE published_at IS NULL;
CREATE TABLE idempotency_records (
  token text PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  operation text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'committed', 'done')),
  http_status integer,
  response text,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE TABLE jobs (
  name text PRIMARY KEY,
  next_run_ms bigint NOT NULL,
  last_run_ms bigint,
  lease_owner text,
  lease_until_ms bigint,
  runs bigint NOT NULL DEFAULT 0
);
CREATE TABLE leases (
  name text PRIMARY KEY,
  owner text NOT NULL,
  until_ms bigint NOT NULL
);
-- Which instance ran which slot of a job; the key makes a slot run twice an error, not a silent repeat.
CREATE TABLE job_runs (
  name text NOT NULL,
  slot_ms bigint NOT NULL,
  owner text NOT NULL,
  finished_ms bigint NOT NULL,
  PRIMARY KEY (name, slot_ms)
);
`,
  },
  {
    version: 6,
    name: 'throttle counters and captcha answers in the database; session rotation families',
    sql: `
-- Fixed-window counters (rate limits, failed logins, lock-outs): one row per bucket, shared by every instance.
CREATE TABLE rate_limit_hits (
  bucket text PRIMARY KEY,
  count integer NOT NULL CHECK (count >= 0),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_idx ON rate_limit_hits(reset_at);
CREATE TABLE captcha_answers (
  key text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_answers_expires_idx ON captcha_answers(expires_at);
-- A rotation family: every token issued by rotating one login; logout ends all of them.
ALTER TABLE sessions ADD COLUMN family text;
UPDATE sessions SET family = gen_random_uuid()::text;
ALTER TABLE sessions ALTER COLUMN family SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN family SET DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN rotated_at timestamptz;
ALTER TABLE sessions ADD COLUMN replaced_by text;
CREATE INDEX sessions_family_idx ON sessions(family);
`,
  },
  {
    version: 7,
    name: 'contract trading: published rules per product, orders, their history, the last evaluated tick',
    sql: `
-- The published rules of a product (TradeRule); multiples and sessions are JSON arrays.
CREATE TABLE trade_rules (
  product_id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  lot_min numeric(30, 8) NOT NULL CHECK (lot_min > 0),
  lot_max numeric(30, 8) NOT NULL CHECK (lot_max >= lot_min),
  lot_step numeric(30, 8) NOT NULL CHECK (lot_step > 0),
  multiples text NOT NULL,
  contract_size numeric(30, 8) NOT NULL CHECK (contract_size > 0),
  spread numeric(30, 10) NOT NULL CHECK (spread >= 0),
  fee_rate_open numeric(12, 8) NOT NULL CHECK (fee_rate_open >= 0),
  fee_rate_close numeric(12, 8) NOT NULL CHECK (fee_rate_close >= 0),
  stop_out_level numeric(12, 8) NOT NULL CHECK (stop_out_level > 0 AND stop_out_level <= 1),
  sessions text NOT NULL,
  trading_hours text NOT NULL
);
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id),
  product_code text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('long', 'short')),
  order_type text NOT NULL CHECK (order_type IN ('market', 'limit', 'stop')),
  lots numeric(30, 8) NOT NULL CHECK (lots > 0),
  multiple integer NOT NULL CHECK (multiple > 0),
  contract_size numeric(30, 8) NOT NULL CHECK (contract_size > 0),
  margin numeric(30, 8) NOT NULL CHECK (margin >= 0),
  open_fee numeric(30, 8) NOT NULL DEFAULT 0,
  close_fee numeric(30, 8),
  hold_id bigint,
  entrust_price numeric(30, 10),
  stop_loss numeric(30, 10),
  take_profit numeric(30, 10),
  open_price numeric(30, 10),
  close_price numeric(30, 10),
  open_time timestamptz,
  close_time timestamptz,
  profit_loss numeric(30, 8),
  status text NOT NULL CHECK (status IN ('entrusted', 'in_position', 'settling', 'closed', 'cancelled', 'revoked')),
  close_reason text CHECK (close_reason IN ('user', 'stop_loss', 'take_profit', 'stop_out', 'demo_reset')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders(user_id, id);
CREATE INDEX orders_open_idx ON orders(product_code, status) WHERE status IN ('entrusted', 'in_position');
-- Every transition of an order, oldest first.
CREATE TABLE order_history (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL,
  price numeric(30, 10),
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_history_order_idx ON order_history(order_id, id);
-- The last tick the engine evaluated per product: a longer gap means evaluation paused (a restart).
CREATE TABLE trade_marks (
  product_code text PRIMARY KEY,
  bid numeric(30, 10) NOT NULL,
  ask numeric(30, 10) NOT NULL,
  tick_ms bigint NOT NULL
);
`,
  },
  {
    version: 8,
    name: 'timed up/down bets: coin types, bet coins (a coin at one period length), periods with their boundary prices, bets',
    sql: `
CREATE TABLE bet_coin_types (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
-- A coin at one period length: its feed product, cut-off, payout rate and stake limits.
CREATE TABLE bet_coins (
  id serial PRIMARY KEY,
  code text NOT NULL,
  type_code text NOT NULL REFERENCES bet_coin_types(code),
  name text NOT NULL,
  product_code text NOT NULL,
  period_seconds integer NOT NULL CHECK (period_seconds > 0),
  cutoff_seconds integer NOT NULL CHECK (cutoff_seconds >= 0 AND cutoff_seconds < period_seconds),
  rate numeric(12, 8) NOT NULL CHECK (rate > 0),
  min_amount numeric(30, 8) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(30, 8) NOT NULL CHECK (max_amount >= min_amount),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (code, period_seconds)
);
-- One window of a bet coin; open and close prices are the feed's at its boundaries, recorded then.
CREATE TABLE bet_periods (
  id bigserial PRIMARY KEY,
  coin_id integer NOT NULL REFERENCES bet_coins(id),
  start_ms bigint NOT NULL,
  end_ms bigint NOT NULL,
  open_price numeric(30, 10),
  close_price numeric(30, 10),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settling', 'settled')),
  result text CHECK (result IN ('up', 'down')),
  settled_at timestamptz,
  UNIQUE (coin_id, start_ms)
);
CREATE INDEX bet_periods_due_idx ON bet_periods(status, end_ms) WHERE status <> 'settled';
CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coin_id integer NOT NULL REFERENCES bet_coins(id),
  period_id bigint NOT NULL REFERENCES bet_periods(id),
  direction text NOT NULL CHECK (direction IN ('up', 'down')),
  amount numeric(30, 8) NOT NULL CHECK (amount > 0),
  rate numeric(12, 8) NOT NULL,
  hold_id bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'completed')),
  result text CHECK (result IN ('win', 'lose', 'refund')),
  payout numeric(30, 8),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX bets_user_idx ON bets(user_id, id);
CREATE INDEX bets_open_idx ON bets(period_id) WHERE status = 'in_progress';
CREATE INDEX bets_settled_idx ON bets(settled_at) WHERE status = 'completed';
`,
  },
  // A database that ran the wallet branch alone has 9 without 8; the runner applies every listed
  // version not yet recorded, in this list's order, and 8 touches only its own tables.
  {
    version: 9,
    name: 'wallet',
    sql: `
-- Withdrawal accounts: a bank card or a wallet address; deleted ones stay for the withdrawals naming them.
CREATE TABLE withdrawal_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_type text NOT NULL CHECK (card_type IN ('bank', 'wallet')),
  holder_name text NOT NULL,
  bank_name text,
  account_number text,
  branch_name text,
  branch_code text,
  wallet_address text,
  network text,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_accounts_user_idx ON withdrawal_accounts(user_id, id);
-- Withdrawals: the amount is frozen (hold_id) from submission until approved (captured), rejected or
-- cancelled (released).
CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES withdrawal_accounts(id),
  account_label text NOT NULL,
  currency text NOT NULL,
  amount numeric(30, 8) NOT NULL CHECK (amount > 0),
  fee numeric(30, 8) NOT NULL CHECK (fee >= 0 AND fee <= amount),
  hold_id bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'success', 'failure')),
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX withdrawals_user_idx ON withdrawals(user_id, id);
-- Deposit channels (the operator's configuration; seeded with demo channels).
CREATE TABLE recharge_channels (
  id serial PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('online', 'offline', 'crypto')),
  currency text NOT NULL,
  network text,
  address text,
  bank_name text,
  account_name text,
  account_number text,
  min_amount numeric(30, 8) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(30, 8) NOT NULL CHECK (max_amount >= min_amount),
  exchange_rate numeric(30, 8) NOT NULL CHECK (exchange_rate > 0),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
-- Coupon codes: a discount in percent off the actual payment (the credited amount is unchanged).
CREATE TABLE recharge_coupons (
  code text PRIMARY KEY,
  discount_percent numeric(12, 8) NOT NULL CHECK (discount_percent > 0 AND discount_percent < 100),
  enabled boolean NOT NULL DEFAULT true
);
-- Deposits: processing until an operator approves (credited) or rejects them.
CREATE TABLE recharges (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES recharge_channels(id),
  channel_name text NOT NULL,
  currency text NOT NULL,
  amount numeric(30, 8) NOT NULL CHECK (amount > 0),
  exchange_rate numeric(30, 8) NOT NULL CHECK (exchange_rate > 0),
  actual_payment numeric(30, 8) NOT NULL CHECK (actual_payment >= 0),
  coupon_code text,
  payer text,
  payer_bank text,
  payer_account text,
  voucher_image text,
  serial_number text,
  status text NOT NULL CHECK (status IN ('processing', 'success', 'failure')),
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX recharges_user_idx ON recharges(user_id, id);
-- Exchange quotes (valid until expires_at, used at most once) and completed exchanges to USDT.
CREATE TABLE exchange_quotes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_coin text NOT NULL,
  to_coin text NOT NULL,
  amount numeric(30, 8) NOT NULL CHECK (amount > 0),
  rate numeric(30, 10) NOT NULL CHECK (rate > 0),
  fee numeric(30, 8) NOT NULL CHECK (fee >= 0),
  receive numeric(30, 8) NOT NULL CHECK (receive >= 0),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_quotes_user_idx ON exchange_quotes(user_id, id);
CREATE TABLE exchanges (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quote_id bigint NOT NULL UNIQUE REFERENCES exchange_quotes(id),
  from_coin text NOT NULL,
  to_coin text NOT NULL,
  amount numeric(30, 8) NOT NULL CHECK (amount > 0),
  rate numeric(30, 10) NOT NULL CHECK (rate > 0),
  fee numeric(30, 8) NOT NULL CHECK (fee >= 0),
  receive numeric(30, 8) NOT NULL CHECK (receive >= 0),
  status text NOT NULL CHECK (status IN ('processing', 'success', 'failure')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchanges_user_idx ON exchanges(user_id, id);
`,
  },
  {
    version: 10,
    name: 'demo banner leads to try the demo',
    sql: `
-- The seeded "Try the demo account" banner led to the user centre, which needs a login; it now leads
-- to the page that starts a demo account of the visitor's own. Only the seeded row, unchanged.
UPDATE banners SET link = '/m/demo'
WHERE position = 'home_carousel' AND title = 'Try the demo account' AND link = '/m/user/account';
`,
  },
  {
    version: 11,
    name: 'order history as events with values; revoke reason codes',
    sql: `
-- What each history entry records, as an event and its figures (decimal strings or enum words), so apps
-- show it in the user's language; the English note stays for logs and API clients. Entries written
-- before this have no figures: they keep the catch-all event 'note_only' (apps show the note).
ALTER TABLE order_history
  ADD COLUMN event text NOT NULL DEFAULT 'note_only',
  ADD COLUMN "values" jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN after_restart boolean NOT NULL DEFAULT false;
UPDATE order_history SET after_restart = true
WHERE note LIKE '%the first price after the server restarted%';
-- Why the system revoked an order, next to its English reason. The only revoke so far: the margin
-- could not be held at the fill price.
ALTER TABLE orders
  ADD COLUMN reason_code text CHECK (reason_code IN ('margin_unavailable'));
UPDATE orders SET reason_code = 'margin_unavailable'
WHERE status = 'revoked' AND reason LIKE 'Margin could not be held%';
`,
  },
  {
    version: 12,
    name: 'open positions indexed by the prices that close them',
    sql: `
-- The stop-out level is a term of the position, fixed when it is placed (the product's rule then).
ALTER TABLE orders ADD COLUMN stop_out_level numeric(12, 8);
UPDATE orders o SET stop_out_level = r.stop_out_level FROM trade_rules r WHERE r.product_id = o.product_id;
UPDATE orders SET stop_out_level = 1 WHERE stop_out_level IS NULL;
ALTER TABLE orders ALTER COLUMN stop_out_level SET NOT NULL,
  ADD CHECK (stop_out_level > 0 AND stop_out_level <= 1);
-- The band of closing-side prices (a long's bid, a short's ask) inside which the engine can leave an
-- open position alone: at or below exit_low, or at or above exit_high, its stop loss, take profit or
-- stop-out may be reached. A long's low end is the higher of its stop loss and its stop-out price, its
-- high end its take profit; a short's are its take profit and the lower of its stop loss and stop-out
-- price. The stop-out price is where the loss comes within 0.00000001 of the level times the margin
-- (the engine rounds a loss up to 8 decimals), rounded outwards to the prices' 10 decimals and widened
-- by one step, so the band never leaves out a position the engine would close; the engine still
-- decides each one exactly. With an index on each end, an evaluation
-- that closes nothing reads no position. Each index holds only the rows whose end is set, so it is the
-- only one that can serve a range on its end (the planner has no statistics to tell them apart).
ALTER TABLE orders
  ADD COLUMN exit_low numeric(30, 10) GENERATED ALWAYS AS (CASE WHEN direction = 'long' THEN
    GREATEST(stop_loss, ceil((open_price - (stop_out_level * margin - 0.00000001) / NULLIF(lots * contract_size, 0))
                             * 10000000000) / 10000000000 + 0.0000000001)
    ELSE take_profit END) STORED,
  ADD COLUMN exit_high numeric(30, 10) GENERATED ALWAYS AS (CASE WHEN direction = 'short' THEN
    LEAST(stop_loss, floor((open_price + (stop_out_level * margin - 0.00000001) / NULLIF(lots * contract_size, 0))
                           * 10000000000) / 10000000000 - 0.0000000001)
    ELSE take_profit END) STORED;
CREATE INDEX orders_exit_low_idx ON orders(product_code, direction, exit_low)
  WHERE status = 'in_position' AND exit_low IS NOT NULL;
CREATE INDEX orders_exit_high_idx ON orders(product_code, direction, exit_high)
  WHERE status = 'in_position' AND exit_high IS NOT NULL;
`,
  },
];
