import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { add, divide, multiply, orderMargin, round, subtract } from '@repo/api-schema/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { analyzeChangedTables, vacuumChurningTables } from '../../db/vacuum';
import * as t from '../../db/schema';
import { exitDecision } from './engine';
import { exitCandidates, exitCandidatesSql } from './repo';
import { engineOrder } from './service';
import { BTC, openEngineKit, type EngineKit } from './testKit';

/**
 * The exit band (migration 12) only narrows what the engine looks at: every open position the engine
 * would close at a price must be among `exitCandidates` at that price, stop-outs on the exact boundary
 * included, and a price that reaches nothing must read no position.
 */
let kit: EngineKit;
let userId: number;
beforeAll(async () => {
  kit = await openEngineKit();
  userId = await kit.addFundedUser('1');
}, 60_000);
afterAll(() => kit?.close());

const priceOf = (units: number, places: number) =>
  divide(String(units), `1${'0'.repeat(places)}`, places, 'down');

const position = fc.record({
  long: fc.boolean(),
  places: fc.constantFrom(0, 2, 5, 8),
  openUnits: fc.integer({ min: 1, max: 50_000_000 }),
  lots: fc.constantFrom('0.01', '0.1', '1', '2.5', '10'),
  contractSize: fc.constantFrom('1', '100', '1000', '100000'),
  multiple: fc.constantFrom(1, 5, 10, 20, 50, 100, 125),
  level: fc.constantFrom('0.5', '0.8', '1'),
  stopSteps: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
  profitSteps: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
});
type Position = typeof position extends fc.Arbitrary<infer P> ? P : never;

let serial = 0;
async function insert(p: Position) {
  const step = priceOf(1, p.places);
  const open = priceOf(p.openUnits, p.places);
  const away = (steps: number | null, sign: 1 | -1) =>
    steps === null ? null : (sign > 0 ? add : subtract)(open, multiply(step, String(steps)));
  const [row] = await kit.database.db
    .insert(t.orders)
    .values({
      orderNo: `band${serial++}`,
      userId,
      productId: kit.productId,
      productCode: BTC.code,
      direction: p.long ? 'long' : 'short',
      orderType: 'market',
      lots: p.lots,
      multiple: p.multiple,
      contractSize: p.contractSize,
      margin: orderMargin({ price: open, ...p }),
      stopOutLevel: p.level,
      // A long's stop below and take profit above its price, a short's the other way round.
      stopLoss: away(p.stopSteps, p.long ? -1 : 1),
      takeProfit: away(p.profitSteps, p.long ? 1 : -1),
      openPrice: open,
      openTime: new Date(),
      status: 'in_position',
    })
    .returning();
  return row!;
}

/** Prices worth probing for a row: each level, one price step either side, and the stop-out boundary. */
function probes(row: Awaited<ReturnType<typeof insert>>, places: number): string[] {
  const step = priceOf(1, places);
  const levels = [row.openPrice!, row.stopLoss, row.takeProfit].filter((v) => v !== null);
  // Where the loss equals level × margin: open ∓ level × margin ÷ (lots × contract size).
  const distance = divide(
    multiply(row.stopOutLevel, row.margin),
    multiply(row.lots, row.contractSize),
    20,
    'down',
  );
  const stopOut =
    row.direction === 'long' ? subtract(row.openPrice!, distance) : add(row.openPrice!, distance);
  levels.push(round(stopOut, places, 'down'), round(stopOut, places, 'up'));
  return levels.flatMap((v) => [subtract(v, step), v, add(v, step)]).filter((v) => Number(v) > 0);
}

/**
 * The plans of the candidates at `tick` as JSON text, one per plan cache mode; in `auto` the plan
 * PostgreSQL's plan cache settles on after a prepared statement's first executions (the server runs
 * it prepared, every tick).
 */
async function candidatePlans(
  tick: { bid: string; ask: string; time: number },
  modes = ['force_generic_plan', 'force_custom_plan'],
) {
  const query = new PgDialect().sqlToQuery(exitCandidatesSql(BTC.code, tick));
  const literal = (v: unknown) => `'${String(v)}'`;
  const plans: { mode: string; text: string }[] = [];
  for (const mode of modes) {
    await kit.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${mode}`));
      await tx.execute(sql.raw(`PREPARE band_probe AS ${query.sql}`));
      for (let i = 0; i < 8; i++) {
        await tx.execute(sql.raw(`EXECUTE band_probe(${query.params.map(literal).join(', ')})`));
      }
      const plan = await queryRows<{ 'QUERY PLAN': unknown }>(
        tx,
        sql.raw(
          `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE band_probe(${query.params.map(literal).join(', ')})`,
        ),
      );
      await tx.execute(sql.raw('DEALLOCATE band_probe'));
      plans.push({ mode, text: JSON.stringify(plan[0]!['QUERY PLAN']) });
    });
  }
  return plans;
}

describe('the exit band of open positions', () => {
  it('never leaves out a position the engine closes at a price', async () => {
    let closing = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(position, { minLength: 1, maxLength: 6 }), async (positions) => {
        await kit.database.db.delete(t.orders);
        const rows = [];
        for (const p of positions) rows.push({ row: await insert(p), places: p.places });
        for (const { row, places } of rows) {
          for (const price of probes(row, places)) {
            const tick = { bid: price, ask: price, time: 0 };
            const candidates = await exitCandidates(kit.database.db, BTC.code, tick);
            for (const other of rows) {
              const decision = exitDecision(engineOrder(other.row), tick, other.row.stopOutLevel);
              if (decision === null) continue;
              closing++;
              expect(
                candidates,
                `${decision.reason} of ${JSON.stringify(other.row)} at ${price}`,
              ).toContain(other.row.id);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
    // The probes do reach positions: the property is not vacuous.
    expect(closing).toBeGreaterThan(100);
  }, 120_000);

  it('reads no position on a price that reaches none, through the indexes in either plan', async () => {
    await kit.database.db.delete(t.orders);
    for (let i = 0; i < 200; i++) {
      await insert({
        long: i % 2 === 0,
        places: 2,
        openUnits: 10_000_000 + i,
        lots: '0.01',
        contractSize: '1',
        multiple: 10,
        level: '0.8',
        stopSteps: i % 3 === 0 ? null : 200_000,
        profitSteps: i % 5 === 0 ? null : 300_000,
      });
    }
    const tick = { bid: '100000.00', ask: '100000.50', time: 0 };
    expect(await exitCandidates(kit.database.db, BTC.code, tick)).toEqual([]);
    for (const { mode, text } of await candidatePlans(tick)) {
      expect(text, mode).not.toContain('Seq Scan');
      expect(text, mode).not.toContain('orders_pkey');
      expect(text, mode).not.toContain('Rows Removed by Filter');
      expect(text, mode).toContain('orders_exit_low_idx');
      expect(text, mode).toContain('orders_exit_high_idx');
    }
  }, 60_000);

  it('reads no position through the open-orders index when only stop-outs are set, once analyzed', async () => {
    // Longs without stop loss or take profit (the bench's orders): the exit-low index holds every
    // position and is larger than the open-orders index, which a planner without statistics prefers
    // and walks whole. The housekeeping job's ANALYZE gives it the statistics.
    await kit.database.db.delete(t.orders);
    const inserted = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            kit.database.db,
            sql`SELECT n_tup_ins AS n FROM pg_stat_user_tables WHERE relname = 'orders'`,
          )
        )[0]!.n,
      );
    const before = await inserted();
    for (let i = 0; i < 1500; i++) {
      await insert({
        long: true,
        places: 2,
        openUnits: 10_000_000 + i,
        lots: '0.01',
        contractSize: '1',
        multiple: 100,
        level: '0.8',
        stopSteps: null,
        profitSteps: null,
      });
    }
    // On PostgreSQL the pool's other connections report their inserts within a second or so; the
    // ANALYZE must come after, or their late counts ask for the next one (PGlite's are flushed by it).
    for (
      let wait = 0;
      kit.database.kind !== 'pglite' && (await inserted()) < before + 1500;
      wait++
    ) {
      expect(wait, 'statistics of the inserts').toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // As the housekeeping job does: VACUUM (which tells the planner the sizes), then ANALYZE.
    await vacuumChurningTables(kit.database.db);
    const analyzed = await analyzeChangedTables(kit.database.db);
    // PostgreSQL's autovacuum may have analyzed it already.
    if (kit.database.kind === 'pglite') expect(analyzed).toContain('orders');
    const tick = { bid: '100000.00', ask: '100000.50', time: 0 };
    expect(await exitCandidates(kit.database.db, BTC.code, tick)).toEqual([]);
    for (const { mode, text } of await candidatePlans(tick, ['auto'])) {
      expect(text, mode).not.toContain('Seq Scan');
      expect(text, mode).not.toContain('orders_open_idx');
      expect(text, mode).not.toContain('Rows Removed by Filter');
      expect(text, mode).toContain('orders_exit_low_idx');
    }
    // Nothing left to analyze until enough changes again.
    expect(await analyzeChangedTables(kit.database.db)).not.toContain('orders');
  }, 120_000);
});
