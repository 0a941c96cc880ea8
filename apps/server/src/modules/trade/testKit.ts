import { sql } from 'drizzle-orm';
import { quoteSides } from '@repo/api-schema/money';
import { queryRows, type Database } from '../../db/database';
import * as t from '../../db/schema';
import { ManualClock } from '../../kernel/clock';
import { createKernel, type Kernel } from '../../kernel/kernel';
import { addUser, openKernelTestDatabase } from '../../kernel/testDatabase';
import { credit } from '../../ledger/ledger';
import { catalog } from '../../market-data/catalog';
import { defaultRule } from '../../market-data/rules';
import { InProcessBroker } from '../../realtime/broker';
import type { Tick } from './engine';
import type { TradeContext } from './service';

/**
 * A trading engine on its own migrated database, without the HTTP app: the seeded BTCUSDT product and
 * its published rules, a manual clock and a feed the test sets tick by tick (engine tests, replays).
 */
export interface EngineKit {
  database: Database;
  kernel: Kernel;
  clock: ManualClock;
  productId: number;
  /** The engine's context; `restart()` gives a new one, as a restarted server would have. */
  tc: TradeContext;
  /** Sets the mid price: bid and ask from the published spread, at the clock's time. */
  setMid(mid: string): Tick;
  restart(): void;
  addFundedUser(amount: string): Promise<number>;
  close(): Promise<void>;
}

export const BTC = catalog.find((p) => p.code === 'BTCUSDT')!;
export const BTC_RULE = defaultRule(BTC);

/** A Wednesday noon (every product in session) as the kit's start. */
export const KIT_START = Date.parse('2026-01-07T12:00:00.000Z');

/**
 * `database`: a migrated database of the caller's (PostgreSQL in the concurrency test); PGlite in memory
 * when not given.
 */
export async function openEngineKit(options: { database?: Database } = {}): Promise<EngineKit> {
  const database = options.database ?? (await openKernelTestDatabase());
  const clock = new ManualClock(KIT_START);
  const kernel = createKernel({ db: database.db, clock, broker: new InProcessBroker() });
  const [product] = await database.db
    .insert(t.products)
    .values({
      code: BTC.code,
      name: BTC.name,
      category: BTC.category,
      pricePrecision: BTC.precision,
      lastPrice: BTC.price,
    })
    .returning();
  await database.db.insert(t.tradeRules).values({
    productId: product!.id,
    ...BTC_RULE,
    multiples: JSON.stringify(BTC_RULE.multiples),
    sessions: JSON.stringify(BTC_RULE.sessions),
  });
  let current: Tick | undefined;
  const contextAt = (bootedAt: number): TradeContext => ({
    kernel,
    bootedAt,
    tick: (code) => (code === BTC.code ? current : undefined),
    evaluatedSeq: new Map(),
  });
  const kit: EngineKit = {
    database,
    kernel,
    clock,
    productId: product!.id,
    tc: contextAt(clock.now()),
    setMid(mid) {
      current = { ...quoteSides(mid, BTC_RULE.spread, BTC.precision), time: clock.now() };
      return current;
    },
    restart() {
      kit.tc = contextAt(clock.now());
    },
    async addFundedUser(amount) {
      const userId = await addUser(database);
      await kernel.tx((tx) =>
        credit(tx, { userId, currency: 'USDT', amount, kind: 'admin_adjust', reference: 'kit' }),
      );
      return userId;
    },
    async close() {
      await kernel.outbox.idle();
      await database.close();
    },
  };
  return kit;
}

/** Every order of a user with its money fields, oldest first. */
export async function ordersOf(database: Database, userId: number) {
  return queryRows<{
    orderNo: string;
    status: string;
    margin: string;
    openFee: string;
    closeFee: string | null;
    profitLoss: string | null;
    openPrice: string | null;
    closePrice: string | null;
    closeReason: string | null;
    reason: string | null;
  }>(
    database.db,
    sql`SELECT order_no AS "orderNo", status, margin::text AS margin, open_fee::text AS "openFee",
               close_fee::text AS "closeFee", profit_loss::text AS "profitLoss",
               open_price::text AS "openPrice", close_price::text AS "closePrice",
               close_reason AS "closeReason", reason
        FROM orders WHERE user_id = ${userId} ORDER BY id`,
  );
}
