import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import * as trade from '../src/modules/trade/service';
import { openEngineKit } from '../src/modules/trade/testKit';

/**
 * Time of the engine's evaluation of one tick with `positions` open BTCUSDT positions (longs and shorts
 * with stops spread around the price): the median of 5 ticks that trigger nothing, and the median of 5
 * ticks that each cross the stop loss or take profit of 1 % of them. The positions are written in bulk with their margin holds and
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
                          open_time, status, stop_out_level)
      SELECT h.reference, ${userId}, ${kit.productId}, 'BTCUSDT',
             CASE WHEN n % 2 = 0 THEN 'long' ELSE 'short' END, 'market', 0.01, 10, 1, 100, 0.5, h.id,
             CASE WHEN n % 2 = 0 THEN 100000 * (0.98 - (n % 100) / 1000.0) ELSE 100000 * (1.02 + (n % 100) / 1000.0) END,
             CASE WHEN n % 2 = 0 THEN 100000 * (1.02 + (n % 100) / 1000.0) ELSE 100000 * (0.98 - (n % 100) / 1000.0) END,
             100000, now(), 'in_position',
             (SELECT stop_out_level FROM trade_rules WHERE product_id = ${kit.productId})
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
    // Each busy tick crosses exactly 100 exits (n % 100 picks 100 positions of 10,000): the longs' stop
    // losses at (0.98 - r/1000) × 100000 for even r, the shorts' take profits at the same levels for odd
    // r. Falling in steps of 100 crosses one residue per tick: 98000 (longs r=0), 97900 (shorts r=1),
    // 97800 (longs r=2), 97700 (shorts r=3), 97600 (longs r=4).
    const busy: number[] = [];
    const settled: number[] = [];
    for (const mid of ['97950.00', '97850.00', '97750.00', '97650.00', '97550.00']) {
      kit.clock.advance(1000);
      kit.setMid(mid);
      const started = performance.now();
      const result = await trade.evaluate(kit.tc);
      busy.push(performance.now() - started);
      settled.push(result.closed.length);
    }
    if (new Set(settled).size !== 1)
      throw new Error(`the busy ticks settled ${settled.join(', ')} positions, not the same each`);
    busy.sort((a, b) => a - b);
    const [open] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM orders WHERE status = 'in_position'`,
    );
    return {
      positions,
      quietMs: quiet[2]!,
      busyMs: busy[2]!,
      settled: settled[0]!,
      stillOpen: open!.n,
    };
  } finally {
    await kit.close();
  }
}
