import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import * as trade from '../src/modules/trade/service';
import { openEngineKit } from '../src/modules/trade/testKit';

/**
 * Time of the engine's evaluation of one tick with `positions` open BTCUSDT positions (longs and shorts
 * with stops spread around the price): the median of 5 ticks that trigger nothing, then one tick that
 * crosses the stop loss of 1 % of them. The positions are written in bulk with their margin holds and
 * frozen money (as placeOrder leaves them), so the settlements move real holds.
 */
export async function benchEngineTick(positions: number) {
  const kit = await openEngineKit();
  try {
    const userId = await kit.addFundedUser('1000000000');
    kit.setMid('100000.00');
    await trade.evaluate(kit.tc);
    const db = kit.database.db;
    // Margin 100 each (0.01 lots at 100000 ×10); stop losses 2-12 % away, take profits 2-12 % away.
    await db.execute(sql`
      WITH holds AS (
        INSERT INTO ledger_holds (user_id, currency, amount, remaining, kind, reference)
        SELECT ${userId}, 'USDT', 100, 100, 'order_margin', 'B' || g FROM generate_series(1, ${positions}) g
        RETURNING id, reference)
      INSERT INTO orders (order_no, user_id, product_id, product_code, direction, order_type, lots, multiple,
                          contract_size, margin, open_fee, hold_id, stop_loss, take_profit, open_price,
                          open_time, status)
      SELECT h.reference, ${userId}, ${kit.productId}, 'BTCUSDT',
             CASE WHEN n % 2 = 0 THEN 'long' ELSE 'short' END, 'market', 0.01, 10, 1, 100, 0.5, h.id,
             CASE WHEN n % 2 = 0 THEN 100000 * (0.98 - (n % 100) / 1000.0) ELSE 100000 * (1.02 + (n % 100) / 1000.0) END,
             CASE WHEN n % 2 = 0 THEN 100000 * (1.02 + (n % 100) / 1000.0) ELSE 100000 * (0.98 - (n % 100) / 1000.0) END,
             100000, now(), 'in_position'
      FROM (SELECT id, reference, substring(reference from 2)::int AS n FROM holds) h`);
    await db.execute(sql`
      UPDATE balances SET available = available - ${positions * 100}, frozen = frozen + ${positions * 100}
      WHERE user_id = ${userId}`);
    await db.execute(sql`ANALYZE orders`);
    const quiet: number[] = [];
    for (let i = 0; i < 5; i++) {
      kit.clock.advance(1000);
      kit.setMid(i % 2 === 0 ? '100100.00' : '99900.00');
      const started = performance.now();
      const result = await trade.evaluate(kit.tc);
      quiet.push(performance.now() - started);
      if (result.closed.length > 0) throw new Error('a quiet tick settled something');
    }
    quiet.sort((a, b) => a - b);
    // Longs' stops at 97.9-98 % of 100000: a fall to 97950 crosses the stops of the longs with n % 100 ≤ 0.
    kit.clock.advance(1000);
    kit.setMid('97950.00');
    const started = performance.now();
    const busy = await trade.evaluate(kit.tc);
    const busyMs = performance.now() - started;
    const [open] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM orders WHERE status = 'in_position'`,
    );
    return {
      positions,
      quietMs: quiet[2]!,
      busyMs,
      settled: busy.closed.length,
      stillOpen: open!.n,
    };
  } finally {
    await kit.close();
  }
}
