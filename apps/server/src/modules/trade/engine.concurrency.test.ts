import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/database';
import { createKernel } from '../../kernel/kernel';
import { audit } from '../../ledger/ledger';
import { InProcessBroker } from '../../realtime/broker';
import { testDatabaseConfig, testDatabaseKind, type TestDatabase } from '../../test/database';
import * as trade from './service';
import { openEngineKit, type EngineKit } from './testKit';

/**
 * Two server instances evaluate the same tick at the same moment on one database (on PostgreSQL, which
 * `npm test` runs this suite on too, their transactions really run side by side; PGlite takes them one
 * after the other): every position the tick closes is settled exactly once, by one of them.
 */
let testDb: TestDatabase;
let kit: EngineKit;
beforeAll(async () => {
  testDb = await testDatabaseConfig();
  const { dataDir, databaseUrl } = testDb.config;
  const database = await openDatabase({ dataDir, databaseUrl: databaseUrl ?? undefined });
  await database.migrate();
  kit = await openEngineKit({ database });
}, 60_000);
afterAll(async () => {
  await kit?.close();
  await testDb?.drop();
});

describe(`two instances evaluating one tick (${testDatabaseKind})`, () => {
  it('settle each crossed stop once, with one closed history row each and the books right', async () => {
    kit.setMid('100000.00');
    await trade.evaluate(kit.tc);
    const users = [
      await kit.addFundedUser('100000'),
      await kit.addFundedUser('100000'),
      await kit.addFundedUser('100000'),
    ];
    const placed: string[] = [];
    for (let i = 0; i < 240; i++) {
      const order = await trade.placeOrder(kit.tc, users[i % 3]!, {
        productId: kit.productId,
        direction: i % 2 === 0 ? 'long' : 'short',
        orderType: 'market',
        lotSize: '0.01',
        multiple: 10,
        // Longs stop at 99000 or below, shorts take profit at 99500 or below: a fall to 98000 closes all.
        ...(i % 2 === 0
          ? { stopLoss: String(99000 - (i % 7) * 10) }
          : { takeProfit: String(99500 - (i % 5) * 10) }),
      });
      placed.push(order.orderNo);
    }
    const other = {
      ...kit.tc,
      kernel: createKernel({
        db: kit.database.db,
        clock: kit.clock,
        broker: new InProcessBroker(),
      }),
      evaluatedSeq: new Map<string, number>(),
    };
    kit.clock.advance(1000);
    kit.setMid('98000.00');
    const [a, b] = await Promise.all([trade.evaluate(kit.tc), trade.evaluate(other)]);
    const closed = [...a.closed, ...b.closed].map((c) => c.orderNo);
    expect(new Set(closed).size).toBe(closed.length);
    expect(closed.sort()).toEqual([...placed].sort());
    const histories = await queryRows<{ n: number }>(
      kit.database.db,
      sql`SELECT count(*)::int AS n FROM order_history WHERE status = 'closed' GROUP BY order_id`,
    );
    expect(histories).toHaveLength(240);
    expect(histories.every((h) => h.n === 1)).toBe(true);
    const [open] = await queryRows<{ n: number }>(
      kit.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE status <> 'closed'`,
    );
    expect(open!.n).toBe(0);
    expect(await audit(kit.database.db)).toEqual([]);
    await other.kernel.outbox.idle();
  });
});
