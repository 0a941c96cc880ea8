import { add, subtract } from '@repo/api-schema/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { audit } from '../../ledger/ledger';
import { destinations } from '../../realtime/destinations';
import { userMoney } from '../account/service';
import { AppError, ErrorCode } from '../../kernel/errors';
import * as trade from './service';
import { openEngineKit, ordersOf, type EngineKit } from './testKit';
import { forgetRules } from './repo';

/** Cases of the engine that random paths rarely reach, each made on purpose. */
let kit: EngineKit;
beforeAll(async () => {
  kit = await openEngineKit();
}, 60_000);
afterAll(() => kit?.close());

/** An order of 0.1 BTC at ×10 unless the body says otherwise. */
const place = (
  userId: number,
  body: Omit<Parameters<typeof trade.placeOrder>[2], 'productId' | 'lotSize' | 'multiple'>,
) =>
  trade.placeOrder(kit.tc, userId, {
    productId: kit.productId,
    lotSize: '0.1',
    multiple: 10,
    ...body,
  });

async function tickTo(mid: string) {
  kit.clock.advance(1000);
  kit.setMid(mid);
  return trade.evaluate(kit.tc);
}

describe('trading engine', () => {
  it('revokes a pending order whose margin cannot be held at the gapped fill price, with the reason', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('1020');
    const placed = await place(userId, {
      direction: 'long',
      orderType: 'stop',
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
    expect(order.reasonCode).toBe('margin_unavailable');
    expect(order.history![1]).toMatchObject({
      event: 'revoked_margin_unavailable',
      values: { price: '120009.63', margin: '1200.0963', fee: '6.0004815', available: '1020' },
      afterRestart: false,
      note: order.reason,
    });
    expect(await audit(kit.database.db)).toEqual([]);
  });

  it('settles a stop loss crossed while the server was down at the first price after the restart', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000');
    const placed = await place(userId, {
      direction: 'short',
      orderType: 'market',
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
    expect(order.history![1]).toMatchObject({
      event: 'stop_loss_crossed',
      values: { level: '101000', price: '101809.63', side: 'ask', gappedPast: '101000' },
      afterRestart: true,
    });
    // The "closed" entry that follows is not itself an evaluation: no restart remark.
    expect(order.history![2]).toMatchObject({ event: 'closed', afterRestart: false });
    expect(await audit(kit.database.db)).toEqual([]);
  });

  it('evaluates every tick since its last pass: a spike through the take profit between passes counts', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000');
    const placed = await place(userId, {
      direction: 'long',
      orderType: 'market',
      takeProfit: '102000',
    });
    const spike = { ...kit.setMid('102500.00'), seq: 1 };
    kit.clock.advance(1000);
    const back = { ...kit.setMid('100000.00'), seq: 2 };
    // The feed produced both ticks before this pass ran; only the last is current.
    const tc: trade.TradeContext = {
      ...kit.tc,
      recent: () => [spike, back],
      evaluatedSeq: new Map(),
    };
    const result = await trade.evaluate(tc);
    expect(result.closed).toEqual([
      expect.objectContaining({ orderNo: placed.orderNo, reason: 'take_profit', price: spike.bid }),
    ]);
    expect(await trade.evaluate(tc)).toEqual({ filled: [], revoked: [], closed: [] });
  });

  it('lets pending orders, stops and stop-outs wait outside the sessions, and refuses market orders', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000');
    await place(userId, {
      direction: 'long',
      orderType: 'limit',
      entrustPrice: '99000',
    });
    // The kit's product trades 24/7; close its market for this test by making its sessions empty.
    await kit.database.db.execute(sql`UPDATE trade_rules SET sessions = '[]'`);
    forgetRules(kit.database.db);
    try {
      await tickTo('98000.00');
      expect((await ordersOf(kit.database, userId))[0]!.status).toBe('entrusted');
      const refused = await place(userId, {
        direction: 'long',
        orderType: 'market',
      }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(1020);
    } finally {
      await kit.database.db.execute(
        sql`UPDATE trade_rules SET sessions = '[{"days":[0,1,2,3,4,5,6],"open":"00:00","close":"24:00"}]'`,
      );
      forgetRules(kit.database.db);
    }
    await tickTo('98000.00');
    expect((await ordersOf(kit.database, userId))[0]!.status).toBe('in_position');
  });

  it('a position that cannot settle keeps only itself open: the others its tick closes still close', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000');
    const placed = [];
    for (let i = 0; i < 3; i++) {
      placed.push(
        await place(userId, { direction: 'long', orderType: 'market', stopLoss: '99000' }),
      );
    }
    const middle = placed[1]!.orderNo;
    const [{ holdId }] = (await queryRows<{ holdId: string }>(
      kit.database.db,
      sql`SELECT hold_id::text AS "holdId" FROM orders WHERE order_no = ${middle}`,
    )) as [{ holdId: string }];
    // Its margin hold goes missing: its settlement fails, the batch of the tick with it.
    await kit.database.db.execute(
      sql`UPDATE orders SET hold_id = 999999 WHERE order_no = ${middle}`,
    );
    await expect(tickTo('98000.00')).rejects.toThrow('No hold 999999');
    const status = async () =>
      (await ordersOf(kit.database, userId)).map((o) => [o.orderNo, o.status, o.closeReason]);
    expect(await status()).toEqual([
      [placed[0]!.orderNo, 'closed', 'stop_loss'],
      [middle, 'in_position', null],
      [placed[2]!.orderNo, 'closed', 'stop_loss'],
    ]);
    await kit.database.db.execute(
      sql`UPDATE orders SET hold_id = ${holdId}::bigint WHERE order_no = ${middle}`,
    );
    expect((await tickTo('98000.00')).closed.map((c) => c.orderNo)).toEqual([middle]);
    expect(await audit(kit.database.db, userId)).toEqual([]);
  });

  it("announces each user's money once per settled batch, as the balances stand after it", async () => {
    await tickTo('100000.00');
    const one = await kit.addFundedUser('20000');
    const two = await kit.addFundedUser('30000');
    for (const userId of [one, one, two]) {
      await place(userId, { direction: 'long', orderType: 'market', stopLoss: '99000' });
    }
    const [{ last }] = (await queryRows<{ last: string }>(
      kit.database.db,
      sql`SELECT COALESCE(max(id), 0)::text AS last FROM outbox`,
    )) as [{ last: string }];
    expect((await tickTo('98000.00')).closed).toHaveLength(3);
    for (const userId of [one, two]) {
      const heard = await queryRows<{ body: string }>(
        kit.database.db,
        sql`SELECT body FROM outbox WHERE id > ${last}::bigint
            AND destination = ${destinations.userOf(userId, 'userMoney')} ORDER BY id`,
      );
      expect(heard.map((h) => JSON.parse(h.body) as unknown)).toEqual([
        await userMoney(kit.database.db, userId),
      ]);
    }
  });

  it('announces the money an order leaves, market (margin and fee) or pending (margin only)', async () => {
    await tickTo('100000.00');
    const userId = await kit.addFundedUser('20000.123');
    const lastMoney = async () => {
      const [row] = await queryRows<{ body: string }>(
        kit.database.db,
        sql`SELECT body FROM outbox WHERE destination = ${destinations.userOf(userId, 'userMoney')}
            ORDER BY id DESC LIMIT 1`,
      );
      return JSON.parse(row!.body) as unknown;
    };
    await place(userId, { direction: 'long', orderType: 'market' });
    const afterMarket = await userMoney(kit.database.db, userId);
    expect(afterMarket.frozen).not.toBe('0.00');
    expect(await lastMoney()).toEqual(afterMarket);
    await place(userId, { direction: 'short', orderType: 'limit', entrustPrice: '101000' });
    const afterPending = await userMoney(kit.database.db, userId);
    expect(afterPending).not.toEqual(afterMarket);
    expect(await lastMoney()).toEqual(afterPending);
  });

  it('refuses an order whose margin fits but whose fee does not, writing nothing, and takes it at the exact amount', async () => {
    await tickTo('100000.00');
    const probe = await place(await kit.addFundedUser('1000000'), {
      direction: 'long',
      orderType: 'market',
    });
    const needed = add(probe.margin, probe.fee);
    const short = subtract(needed, '0.00000001');
    const userId = await kit.addFundedUser(short);
    const refused = await place(userId, { direction: 'long', orderType: 'market' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((refused as AppError).message).toBe(
      `Insufficient balance: margin ${probe.margin} and fee ${probe.fee} need ${needed}, ${short} available`,
    );
    const written = async () =>
      (
        await queryRows<{ holds: number; entries: number }>(
          kit.database.db,
          sql`SELECT (SELECT count(*)::int FROM ledger_holds WHERE user_id = ${userId}) AS holds,
                     (SELECT count(*)::int FROM ledger_entries WHERE user_id = ${userId}) AS entries`,
        )
      )[0];
    expect(await written()).toEqual({ holds: 0, entries: 1 });
    expect(await ordersOf(kit.database, userId)).toEqual([]);
    // A pending order needs its fee available too (charged at the fill): a stop above the price.
    const pending = await place(userId, {
      direction: 'long',
      orderType: 'stop',
      entrustPrice: '101000',
    }).catch((e: unknown) => e);
    expect((pending as AppError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const rich = await kit.addFundedUser(needed);
    const placed = await place(rich, { direction: 'long', orderType: 'market' });
    expect(placed).toMatchObject({ margin: probe.margin, fee: probe.fee, status: 'in_position' });
    expect(await userMoney(kit.database.db, rich)).toMatchObject({ available: '0.00' });
    expect(await audit(kit.database.db)).toEqual([]);
  });
});
