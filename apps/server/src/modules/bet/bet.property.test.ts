import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { add, betOutcome, betPayout, subtract, type BetDirection } from '@repo/api-schema/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/database';
import * as t from '../../db/schema';
import { ManualClock } from '../../kernel/clock';
import { AppError } from '../../kernel/errors';
import { createKernel, type Kernel } from '../../kernel/kernel';
import { addUser } from '../../kernel/testDatabase';
import { audit, balancesOf, credit } from '../../ledger/ledger';
import { InProcessBroker } from '../../realtime/broker';
import { testDatabaseConfig, type TestDatabase } from '../../test/database';
import { cutoffOf, windowAt, type PricePoint } from './engine';
import * as bets from './service';

/**
 * Random price paths (ties frequent), bets at random moments, at the cut-off millisecond and just
 * before it, job passes (also two at once, as two processes would), and restarts (the feed's memory is
 * lost, time jumps, possibly over period boundaries) against the real database and ledger. After every
 * step: the ledger audit is empty and frozen money is exactly the stakes of the unsettled bets. At the
 * end every accepted bet is settled exactly once, by the published rule applied to its period's recorded
 * prices, which are the feed's prices at the boundaries (or null only where a restart lost them), and
 * every user's money is its grant plus its wins' profits less its lost stakes.
 */
const PRODUCT = 'PTEST';
const GRANT = '200';
let target: TestDatabase;
let database: Database;
let kernel: Kernel;
const clock = new ManualClock(Date.parse('2026-02-02T00:00:00.000Z'));
const coinIds: number[] = [];
const coinSpec = [
  { seconds: 10, cutoffSeconds: 3, rate: '0.85' },
  { seconds: 30, cutoffSeconds: 5, rate: '0.9' },
];

beforeAll(async () => {
  // PGlite in memory, or a fresh PostgreSQL database (TEST_DATABASE_URL): there the two job passes
  // of `twoJobs` run on two connections at once.
  target = await testDatabaseConfig();
  database = await openDatabase({
    dataDir: target.config.dataDir,
    ...(target.config.databaseUrl ? { databaseUrl: target.config.databaseUrl } : {}),
  });
  await database.migrate();
  kernel = createKernel({ db: database.db, clock, broker: new InProcessBroker() });
  await database.db.insert(t.betCoinTypes).values({ code: 'crypto', name: 'Crypto' });
  for (const [i, c] of coinSpec.entries()) {
    const [row] = await database.db
      .insert(t.betCoins)
      .values({
        code: 'TST',
        typeCode: 'crypto',
        name: `Test ${c.seconds}s`,
        productCode: PRODUCT,
        periodSeconds: c.seconds,
        cutoffSeconds: c.cutoffSeconds,
        rate: c.rate,
        minAmount: '1',
        maxAmount: '100',
        sort: i,
      })
      .returning();
    coinIds.push(row!.id);
  }
}, 60_000);
afterAll(async () => {
  await kernel?.outbox.idle();
  await database?.close();
  await target?.drop();
});

type Step =
  | { op: 'tick'; dt: number; delta: number }
  | {
      op: 'bet';
      user: number;
      coin: number;
      up: boolean;
      amount: number;
      at: 'now' | 'cutoff' | 'before';
    }
  | { op: 'job' }
  | { op: 'twoJobs' }
  | { op: 'restart'; downMs: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      dt: fc.integer({ min: 0, max: 4_000 }),
      delta: fc.integer({ min: -2, max: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('bet' as const),
      user: fc.integer({ min: 0, max: 2 }),
      coin: fc.integer({ min: 0, max: coinSpec.length - 1 }),
      up: fc.boolean(),
      amount: fc.integer({ min: 1, max: 80 }),
      at: fc.constantFrom('now' as const, 'cutoff' as const, 'before' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'job' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'twoJobs' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('restart' as const),
      downMs: fc.integer({ min: 0, max: 40_000 }),
    }),
  },
);

interface Accepted {
  id: number;
  user: number;
  periodId: number;
  direction: BetDirection;
  amount: string;
  rate: string;
}

/** The feed's price at `at` by the whole path: the last point at or before it. */
function truePriceAt(path: readonly PricePoint[], at: number): string | null {
  let found: string | null = null;
  for (const p of path) if (p.time <= at) found = p.price;
  return found;
}

async function frozenOf(userId: number) {
  return (await balancesOf(database.db, userId)).find((b) => b.currency === 'USDT')!;
}

async function openStakes(userId: number): Promise<string> {
  const [row] = await queryRows<{ s: string }>(
    database.db,
    sql`SELECT COALESCE(SUM(amount), 0)::text AS s FROM bets WHERE user_id = ${userId} AND status = 'in_progress'`,
  );
  return row!.s;
}

describe('timed bets, property', () => {
  it('settles every bet exactly once by the published rule, and the books hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        // Each run on its own day: its periods never meet another run's.
        clock.set(Math.ceil((clock.now() + 86_400_000) / 86_400_000) * 86_400_000 + 1_234);
        let price = 100;
        const path: PricePoint[] = [{ price: String(price), time: clock.now() }];
        let memory: PricePoint[] = [...path];
        let restarted = false;
        const context = (): bets.BetContext => ({
          kernel,
          prices: () => memory,
          offered: async () => true,
        });
        let bc = context();
        const users: number[] = [];
        for (let i = 0; i < 3; i++) {
          const userId = await addUser(database);
          await kernel.tx((tx) =>
            credit(tx, { userId, currency: 'USDT', amount: GRANT, kind: 'admin_adjust' }),
          );
          users.push(userId);
        }
        const accepted: Accepted[] = [];
        const pass = async (ctx: bets.BetContext) => {
          await bets.recordBoundaries(ctx);
          await bets.settleDue(ctx);
        };

        for (const s of steps) {
          if (s.op === 'tick') {
            clock.advance(s.dt);
            price = Math.max(1, price + s.delta);
            const point = { price: String(price), time: clock.now() };
            path.push(point);
            memory.push(point);
          } else if (s.op === 'job') {
            await pass(bc);
          } else if (s.op === 'twoJobs') {
            await Promise.all([pass(bc), pass(context())]);
          } else if (s.op === 'restart') {
            // The feed's memory is gone; time moves on while down; the new process starts with the
            // current price at its start (the simulator's saved price).
            clock.advance(s.downMs);
            restarted = true;
            const point = { price: String(price), time: clock.now() };
            path.push(point);
            memory = [point];
            bc = context();
          } else {
            const coin = coinSpec[s.coin]!;
            const period = await bets.currentPeriod(bc, coinIds[s.coin]!);
            const end = Date.parse(period.endTime);
            const cutoff = cutoffOf(end, coin.cutoffSeconds);
            if (s.at === 'cutoff' && clock.now() <= cutoff) clock.set(cutoff);
            if (s.at === 'before' && clock.now() < cutoff) clock.set(cutoff - 1);
            const userId = users[s.user]!;
            const available = (await frozenOf(userId)).available;
            const amount = String(s.amount);
            const now = clock.now();
            try {
              const [placed] = await bets.submit(bc, userId, {
                list: [{ periodId: period.id, playCode: s.up ? 'up' : 'down', amount }],
              });
              expect(now).toBeLessThan(cutoff);
              expect(Number(available)).toBeGreaterThanOrEqual(s.amount);
              accepted.push({
                id: placed!.id,
                user: userId,
                periodId: period.id,
                direction: s.up ? 'up' : 'down',
                amount,
                rate: coin.rate,
              });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              if (error.code === 1022) expect(now).toBeGreaterThanOrEqual(cutoff);
              else if (error.code === 1001) expect(Number(available)).toBeLessThan(s.amount);
              else throw error;
            }
          }
          expect(await audit(database.db)).toEqual([]);
          for (const u of users) {
            expect(add((await frozenOf(u)).frozen, '0')).toBe(add(await openStakes(u), '0'));
          }
        }

        // Time passes beyond every period; the feed ticks; the job runs (twice).
        const last = Math.max(...coinSpec.map((c) => windowAt(clock.now(), c.seconds).endMs));
        clock.set(last + 1);
        const point = { price: String(price), time: clock.now() };
        path.push(point);
        memory.push(point);
        clock.advance(1);
        await pass(bc);
        await pass(bc);

        const rows = await queryRows<{
          id: string;
          status: string;
          result: string | null;
          payout: string | null;
          holdId: string;
          startMs: string;
          endMs: string;
          openPrice: string | null;
          closePrice: string | null;
        }>(
          database.db,
          sql`SELECT b.id::text AS id, b.status, b.result, b.payout::text AS payout, b.hold_id::text AS "holdId",
                     p.start_ms::text AS "startMs", p.end_ms::text AS "endMs",
                     p.open_price::text AS "openPrice", p.close_price::text AS "closePrice"
              FROM bets b JOIN bet_periods p ON p.id = b.period_id
              WHERE b.user_id IN (${sql.join(users, sql`, `)}) ORDER BY b.id`,
        );
        expect(rows.map((r) => Number(r.id))).toEqual(accepted.map((a) => a.id));
        const expected = new Map(users.map((u) => [u, GRANT]));
        for (const [i, r] of rows.entries()) {
          const a = accepted[i]!;
          expect(r.status).toBe('completed');
          const norm = (v: string | null) => (v === null ? null : add(v, '0'));
          const open = norm(r.openPrice);
          const close = norm(r.closePrice);
          // Recorded prices are the feed's at the boundaries; missing only after a restart.
          const trueOpen = truePriceAt(path, Number(r.startMs));
          const trueClose = truePriceAt(path, Number(r.endMs));
          if (open !== null) expect(open).toBe(trueOpen);
          if (close !== null) expect(close).toBe(trueClose);
          if (!restarted) expect([open, close]).toEqual([trueOpen, trueClose]);
          const outcome = betOutcome(a.direction, open, close);
          expect(r.result).toBe(outcome);
          expect(norm(r.payout)).toBe(betPayout(a.amount, a.rate, outcome));
          const u = expected.get(a.user)!;
          expected.set(a.user, add(subtract(u, a.amount), betPayout(a.amount, a.rate, outcome)));
          // Exactly once: the hold moved in and out once, at most one payout credit.
          const [moves] = await queryRows<{ frozen: string; payouts: string }>(
            database.db,
            sql`SELECT count(*) FILTER (WHERE bucket = 'frozen' AND hold_id = ${r.holdId}::bigint)::text AS frozen,
                       count(*) FILTER (WHERE kind = 'bet_payout' AND reference = ${`B${r.id}`})::text AS payouts
                FROM ledger_entries`,
          );
          expect(moves).toEqual({ frozen: '2', payouts: outcome === 'win' ? '1' : '0' });
        }
        for (const u of users) {
          const b = await frozenOf(u);
          expect(add(b.frozen, '0')).toBe('0');
          expect(add(b.available, '0')).toBe(add(expected.get(u)!, '0'));
        }
        expect(await audit(database.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
