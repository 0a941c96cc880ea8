import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../ledger/ledger';
import { AppError } from '../../kernel/errors';
import * as trade from './service';
import { openEngineKit, ordersOf, type EngineKit } from './testKit';

/** Cases of the engine that random paths rarely reach, each made on purpose. */
let kit: EngineKit;
beforeAll(async () => {
  kit = await openEngineKit();
}, 60_000);
afterAll(() => kit?.close());

async function tickTo(mid: string) {
  kit.clock.advance(1000);
  kit.setMid(mid);
  return trade.evaluate(kit.tc);
}

describe('trading engine', () => {
  it('revokes a pending order whose margin cannot be held at the gapped fill price, with the reason', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('1020');
    const placed = await trade.placeOrder(kit.tc, userId, {
      productId: kit.productId,
      direction: 'long',
      orderType: 'stop',
      lotSize: '0.1',
      multiple: 10,
      entrustPrice: '100500',
    });
    expect(placed.status).toBe('entrusted');
    // The feed gaps far above the entry: the margin at the fill price is more than the user has.
    const result = await tickTo('120000.00');
    expect(result.revoked).toEqual([placed.orderNo]);
    const order = await trade.getOrder(kit.tc, userId, placed.orderNo);
    expect(order.status).toBe('revoked');
    expect(order.reason).toMatch(
      /Margin could not be held at the fill price 120009\.63: margin 1200\.0963 and fee 6\.0004815 needed, 1020 available/,
    );
    expect(order.history!.map((h) => h.status)).toEqual(['entrusted', 'revoked']);
    expect(await audit(kit.database.db)).toEqual([]);
  });

  it('settles a stop loss crossed while the server was down at the first price after the restart', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000');
    const placed = await trade.placeOrder(kit.tc, userId, {
      productId: kit.productId,
      direction: 'short',
      orderType: 'market',
      lotSize: '0.1',
      multiple: 10,
      stopLoss: '101000',
    });
    // Down: the feed went through the stop loss; nothing evaluated it. Then a new process starts.
    kit.clock.advance(60_000);
    kit.restart();
    const result = await tickTo('101800.00');
    expect(result.closed.map((c) => c.orderNo)).toEqual([placed.orderNo]);
    const order = await trade.getOrder(kit.tc, userId, placed.orderNo);
    expect(order).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      closePrice: '101809.63',
    });
    expect(order.history![1]!.note).toMatch(
      /Stop loss 101000 crossed: closed at 101809\.63 \(ask\).*gapped.*the first price after the server restarted/,
    );
    expect(await audit(kit.database.db)).toEqual([]);
  });

  it('lets pending orders, stops and stop-outs wait outside the sessions, and refuses market orders', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000');
    await trade.placeOrder(kit.tc, userId, {
      productId: kit.productId,
      direction: 'long',
      orderType: 'limit',
      lotSize: '0.1',
      multiple: 10,
      entrustPrice: '99000',
    });
    // The kit's product trades 24/7; close its market for this test by making its sessions empty.
    const { sql } = await import('drizzle-orm');
    await kit.database.db.execute(sql`UPDATE trade_rules SET sessions = '[]'`);
    try {
      await tickTo('98000.00');
      expect((await ordersOf(kit.database, userId))[0]!.status).toBe('entrusted');
      const refused = await trade
        .placeOrder(kit.tc, userId, {
          productId: kit.productId,
          direction: 'long',
          orderType: 'market',
          lotSize: '0.1',
          multiple: 10,
        })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(1020);
    } finally {
      await kit.database.db.execute(
        sql`UPDATE trade_rules SET sessions = '[{"days":[0,1,2,3,4,5,6],"open":"00:00","close":"24:00"}]'`,
      );
    }
    await tickTo('98000.00');
    expect((await ordersOf(kit.database, userId))[0]!.status).toBe('in_position');
  });
});
