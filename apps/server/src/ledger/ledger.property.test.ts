import fc from 'fast-check';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/database';
import { ManualClock } from '../kernel/clock';
import { createKernel, type Kernel } from '../kernel/kernel';
import { addUser, openKernelTestDatabase } from '../kernel/testDatabase';
import { InProcessBroker } from '../realtime/broker';
import {
  audit,
  balancesOf,
  capture,
  credit,
  debit,
  freeze,
  HoldError,
  InsufficientBalanceError,
  release,
  transfer,
} from './ledger';

/**
 * Random sequences of credits, debits, freezes, releases, captures and transfers, some of them failing
 * mid-transaction on purpose, against the real database: the books must stay right whatever happens.
 */
let database: Database;
let kernel: Kernel;
const broker = new InProcessBroker();
const published: string[] = [];

beforeAll(async () => {
  database = await openKernelTestDatabase();
  kernel = createKernel({ db: database.db, clock: new ManualClock(0), broker });
  broker.subscribe('/test/events', (body) => published.push(JSON.parse(body) as string));
}, 60_000);
afterAll(async () => {
  await kernel.outbox.idle();
  await database.close();
});

const amount = fc
  .tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 99_999_999 }))
  .filter(([i, f]) => i > 0 || f > 0)
  .map(([i, f]) => new Big(i).plus(new Big(f).div(1e8)).toFixed());

type Step =
  | { op: 'credit' | 'debit' | 'freeze'; amount: string }
  | { op: 'release' | 'capture'; hold: number; amount: string | null }
  | { op: 'lock' | 'unlock'; amount: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constantFrom('credit', 'debit', 'freeze'), amount }),
  fc.record({
    op: fc.constantFrom('release', 'capture'),
    hold: fc.nat({ max: 20 }),
    amount: fc.option(amount, { nil: null }),
  }),
  fc.record({ op: fc.constantFrom('lock', 'unlock'), amount }),
);

/** A transaction: some steps, then it commits, or fails after `failAfter` steps (injected fault). */
const transaction = fc.record({
  steps: fc.array(step, { minLength: 1, maxLength: 4 }),
  failAfter: fc.option(fc.nat({ max: 3 }), { nil: null, freq: 3 }),
});

class InjectedFault extends Error {}

describe('ledger under random sequences with injected failures', () => {
  it('never goes negative, the ledger sums to every bucket, frozen equals the open holds, and only committed events are published', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(transaction, { minLength: 1, maxLength: 25 }), async (txs) => {
        run += 1;
        const userId = await addUser(database);
        const holds: string[] = [];
        const committedMarks: string[] = [];
        const rolledBackMarks: string[] = [];
        for (const [i, t] of txs.entries()) {
          const mark = `run${run}-tx${i}`;
          const newHolds: string[] = [];
          try {
            await kernel.tx(async (tx, emit) => {
              await emit({ destination: '/test/events', body: mark });
              for (const [n, s] of t.steps.entries()) {
                if (t.failAfter === n) throw new InjectedFault('injected');
                const m = { userId, currency: 'USDT', kind: s.op, reference: mark };
                // A refused step (insufficient balance, hold exhausted) fails its whole transaction.
                if (s.op === 'credit') await credit(tx, { ...m, amount: s.amount });
                if (s.op === 'debit') await debit(tx, { ...m, amount: s.amount });
                if (s.op === 'freeze') newHolds.push(await freeze(tx, { ...m, amount: s.amount }));
                if (s.op === 'lock')
                  await transfer(tx, { ...m, amount: s.amount, from: 'available', to: 'locked' });
                if (s.op === 'unlock')
                  await transfer(tx, { ...m, amount: s.amount, from: 'locked', to: 'available' });
                if (s.op === 'release' || s.op === 'capture') {
                  const hold = holds[s.hold % Math.max(1, holds.length)];
                  if (!hold) continue;
                  const args = { kind: s.op, ...(s.amount ? { amount: s.amount } : {}) };
                  if (s.op === 'release') await release(tx, hold, args);
                  else await capture(tx, hold, args);
                }
              }
              if (t.failAfter !== null && t.failAfter >= t.steps.length)
                throw new InjectedFault('injected at the end');
            });
            holds.push(...newHolds);
            committedMarks.push(mark);
          } catch (error) {
            if (
              !(error instanceof InjectedFault) &&
              !(error instanceof InsufficientBalanceError) &&
              !(error instanceof HoldError)
            )
              throw error;
            rolledBackMarks.push(mark);
          }
        }
        await kernel.outbox.idle();

        const [b] = await balancesOf(database.db, userId);
        if (b) {
          for (const v of [b.available, b.frozen, b.locked, b.loan]) {
            expect(new Big(v).gte(0)).toBe(true);
          }
        }
        expect(await audit(database.db, userId)).toEqual([]);
        for (const mark of committedMarks) expect(published).toContain(mark);
        for (const mark of rolledBackMarks) expect(published).not.toContain(mark);
        const stored = await queryRows<{ body: string }>(
          database.db,
          sql`SELECT body FROM outbox WHERE body LIKE ${`"run${run}-%`}`,
        );
        expect(stored.map((r) => JSON.parse(r.body) as string).sort()).toEqual(
          [...committedMarks].sort(),
        );
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('publishes events in commit order', async () => {
    const userId = await addUser(database);
    const before = published.length;
    for (let i = 0; i < 20; i++) {
      await kernel.tx(async (tx, emit) => {
        await credit(tx, { userId, currency: 'USDT', amount: '1', kind: 'test' });
        await emit({ destination: '/test/events', body: `order-${i}` });
      });
    }
    await kernel.outbox.idle();
    expect(published.slice(before)).toEqual(Array.from({ length: 20 }, (_, i) => `order-${i}`));
  });
});
