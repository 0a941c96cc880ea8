import { sql } from 'drizzle-orm';
import {
  closeSettlement,
  isInSession,
  openTerms,
  quoteSides,
  subtract,
} from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { DEMO_PASSWORD } from '../../db/seedData';
import { audit } from '../../ledger/ledger';
import { InProcessBroker } from '../../realtime/broker';
import { assertMatchesContract, call, startTestServer, type TestServer } from '../../test/harness';

/**
 * The trading engine through the real app: the contract's trade operations, the ledger behind them,
 * the feed scripted through the test-mode operator route, and idempotent retries.
 */
type Order = Schema<'Order'>;
const OPERATOR = 'operator-secret-for-tests';
const BTC = 1; // seeded first: BTCUSDT, 24/7
let server: TestServer;
let token: string;
let userId: number;
const broker = new InProcessBroker();
const heard: { destination: string; body: unknown }[] = [];

beforeAll(async () => {
  server = await startTestServer({ testMode: true }, { broker });
  const login = await call(server.app, 'login', {
    body: { username: 'demouser', password: DEMO_PASSWORD },
  });
  const data = login.json().data as { token: string; userInfo: { id: number } };
  token = data.token;
  userId = data.userInfo.id;
  const publish = broker.publish.bind(broker);
  broker.publish = (destination: string, body: string) => {
    if (destination.startsWith(`/user/${userId}/`))
      heard.push({ destination, body: JSON.parse(body) });
    return publish(destination, body);
  };
}, 60_000);
afterAll(() => server?.close());

async function newToken(): Promise<string> {
  const res = await call(server.app, 'getIdempotentToken', { token });
  return (res.json().data as { token: string }).token;
}

async function trade<T = Order>(operationId: string, body: unknown, idem?: string) {
  const headers: Record<string, string> = {};
  const op = (await import('../../test/harness')).operation(operationId);
  if (op.operation['x-idempotent'] === true)
    headers['x-idempotent-token'] = idem ?? (await newToken());
  const { res } = await call(server.app, operationId, { token, body, headers });
  assertMatchesContract(op, res);
  return res.json() as { code: number; msg: string; data: T };
}

/** Sets the product's mid price (scripted tick); the engine evaluates it at once. */
async function feed(code: string, ...prices: string[]) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/operator/market/${code}/script`,
    headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
    payload: JSON.stringify({ prices, tick: true }),
  });
  const body = res.json() as { code: number; data: Schema<'PriceTick'>[] };
  expect(body.code, res.body).toBe(0);
  return body.data[body.data.length - 1]!;
}

async function getOrder(orderNo: string): Promise<Order> {
  const { res, op } = await call(server.app, 'getOrder', { token, params: { orderNo } });
  assertMatchesContract(op, res);
  return (res.json() as { data: Order }).data;
}
/** Each history entry's event and values, oldest first: what apps show in the user's language. */
const events = (order: Order) => order.history!.map((h) => [h.event, h.values, h.afterRestart]);

async function money() {
  const rows = await queryRows<{ available: string; frozen: string }>(
    server.app.appContext.db,
    sql`SELECT available::text, frozen::text FROM balances WHERE user_id = ${userId} AND currency = 'USDT'`,
  );
  return rows[0]!;
}
async function books() {
  expect(await audit(server.app.appContext.db)).toEqual([]);
}

describe('trade rules', () => {
  it('publishes lots, multiples, spread, fees, stop-out and sessions; the tick carries bid and ask', async () => {
    const { res, op } = await call(server.app, 'getTradeRule', { params: { id: BTC } });
    assertMatchesContract(op, res);
    const rule = (res.json() as { data: Schema<'TradeRule'> }).data;
    expect(rule).toMatchObject({
      lotMin: '0.01',
      lotStep: '0.01',
      contractSize: '1',
      stopOutLevel: '0.8',
    });
    expect(rule.sessions).toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }]);
    const tick = await feed('BTCUSDT', '100000.00');
    expect({ bid: tick.bid, ask: tick.ask }).toEqual(quoteSides('100000.00', rule.spread, 2));
  });
});

describe('test-mode feed', () => {
  it('takes scripted prices at the product precision only, and an unknown product is 404', async () => {
    const script = (code: string, prices: string[]) =>
      server.app.inject({
        method: 'POST',
        url: `/operator/market/${code}/script`,
        headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
        payload: JSON.stringify({ prices, tick: true }),
      });
    expect((await script('BTCUSDT', ['100000.001'])).json()).toMatchObject({ code: 1000 });
    expect((await script('NOPE', ['1'])).json()).toMatchObject({ code: 404 });
  });

  it('steps to ticked prices at once, ahead of prices an earlier call left queued', async () => {
    const queued = await server.app.inject({
      method: 'POST',
      url: '/operator/market/BTCUSDT/script',
      headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
      payload: JSON.stringify({ prices: ['150000.00', '150005.00', '150010.00'] }),
    });
    expect(queued.json()).toMatchObject({ code: 0, data: [] });
    const ticked = await server.app.inject({
      method: 'POST',
      url: '/operator/market/BTCUSDT/script',
      headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
      payload: JSON.stringify({ prices: ['100000.00', '100010.00'], tick: true }),
    });
    const ticks = (ticked.json() as { data: Schema<'PriceTick'>[] }).data;
    // Mid = (bid + ask) / 2: the listed prices, in order, not the queued ones.
    expect(ticks.map((t) => (Number(t.bid) + Number(t.ask)) / 2)).toEqual([100000, 100010]);
  });
});

describe('market orders', () => {
  it('opens a long at the ask, holds the margin, charges the fee, and closes at the take profit on the bid', async () => {
    await feed('BTCUSDT', '100000.00');
    const before = await money();
    const placed = await trade('buildOrder', {
      productId: BTC,
      direction: 'long',
      orderType: 'market',
      lotSize: '0.1',
      multiple: 10,
      stopLoss: '90000',
      takeProfit: '110000',
    });
    expect(placed.code, placed.msg).toBe(0);
    const o = placed.data;
    expect(o.status).toBe('in_position');
    const terms = openTerms(
      { direction: 'long', lots: '0.1', contractSize: '1', multiple: 10 },
      o.openPrice!,
      '0.0005',
    );
    expect({ margin: o.margin, fee: o.fee }).toEqual(terms);
    const held = await money();
    expect(Number(subtract(before.available, held.available)).toFixed(8)).toBe(
      (Number(terms.margin) + Number(terms.fee)).toFixed(8),
    );
    expect(Number(subtract(held.frozen, before.frozen))).toBe(Number(terms.margin));

    const tick = await feed('BTCUSDT', '105000.00', '111000.00');
    const closed = await getOrder(o.orderNo);
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'take_profit',
      closePrice: tick.bid,
    });
    const s = closeSettlement(
      {
        direction: 'long',
        lots: '0.1',
        contractSize: '1',
        multiple: 10,
        openPrice: o.openPrice!,
        margin: o.margin,
        openFee: o.fee,
      },
      tick.bid!,
      '0.0005',
    );
    expect(closed.profitLoss).toBe(s.pnl);
    expect(closed.result).toBe('profit');
    expect(closed.history!.map((h) => h.status)).toEqual(['in_position', 'settling', 'closed']);
    expect(closed.history![1]!.note).toMatch(
      /Take profit 110000 crossed: closed at 110990\.\d+ \(bid\).*gapped/,
    );
    expect(events(closed)).toEqual([
      [
        'opened_at_market',
        { price: o.openPrice, side: 'ask', margin: o.margin, fee: o.fee },
        false,
      ],
      [
        'take_profit_crossed',
        { level: '110000', price: tick.bid, side: 'bid', gappedPast: '110000' },
        false,
      ],
      ['closed', { price: tick.bid, pnl: s.pnl, openFee: o.fee, closeFee: s.closeFee }, false],
    ]);
    const after = await money();
    expect(after.frozen).toBe(before.frozen);
    // available = before − open fee + profit − close fee
    expect(Number(subtract(after.available, before.available)).toFixed(8)).toBe(
      Number(s.pnl).toFixed(8),
    );
    await books();
    // The outbox publishes a commit's events shortly after it (PUBLISH_DELAY_MS).
    await server.app.appContext.kernel.outbox.idle();
    expect(heard.some((h) => h.destination.endsWith('/topic/userOrder'))).toBe(true);
    expect(heard.some((h) => h.destination.endsWith('/topic/userMoney'))).toBe(true);
  });

  it('refuses bad lots, a multiple not offered, stops on the wrong side and money it does not have', async () => {
    await feed('BTCUSDT', '100000.00');
    const base = {
      productId: BTC,
      direction: 'long',
      orderType: 'market',
      lotSize: '0.1',
      multiple: 10,
    };
    const cases: [object, number, Record<string, string> | null][] = [
      [{ lotSize: '0.015' }, 1000, { lotSize: 'validation.trade.lots.step' }],
      [{ lotSize: '1000' }, 1000, { lotSize: 'validation.trade.lots.range' }],
      [{ multiple: 3 }, 1000, { multiple: 'validation.trade.multiple.notAllowed' }],
      [{ stopLoss: '100100' }, 1000, { stopLoss: 'validation.trade.stopLoss.wrongSide' }],
      [{ takeProfit: '99000' }, 1000, { takeProfit: 'validation.trade.takeProfit.wrongSide' }],
      [
        { direction: 'short', stopLoss: '99000', takeProfit: '101000' },
        1000,
        {
          stopLoss: 'validation.trade.stopLoss.wrongSide',
          takeProfit: 'validation.trade.takeProfit.wrongSide',
        },
      ],
      [{ stopLoss: '90000.123' }, 1000, { stopLoss: 'validation.trade.price.precision' }],
      [{ orderType: 'limit' }, 1000, { entrustPrice: 'validation.trade.entrustPrice.required' }],
      [
        { orderType: 'limit', entrustPrice: '101000' },
        1000,
        { entrustPrice: 'validation.trade.entrustPrice.wrongSide' },
      ],
      [{ lotSize: '100', multiple: 1 }, 1001, null],
    ];
    for (const [patch, code, data] of cases) {
      const answer = await trade('buildOrder', { ...base, ...patch });
      expect({ patch, code: answer.code }).toEqual({ patch, code });
      if (data) expect(answer.data).toEqual(data);
      expect(answer.msg.length).toBeGreaterThan(10);
    }
    const { code } = await trade('buildOrder', { ...base, productId: 999_999 });
    expect(code).toBe(404);
    await books();
  });

  it('refuses a market order outside the product’s sessions', async () => {
    const products = (
      await call(server.app, 'listTradeProducts', { query: { category: 'stock' } })
    ).json().data as { id: number }[];
    const id = products[0]!.id;
    const rule = (await call(server.app, 'getTradeRule', { params: { id } })).json()
      .data as Schema<'TradeRule'>;
    const answer = await trade('buildOrder', {
      productId: id,
      direction: 'long',
      orderType: 'market',
      lotSize: rule.lotMin,
      multiple: rule.multiples[0],
    });
    expect(answer.code).toBe(isInSession(rule.sessions, Date.now()) ? 0 : 1020);
    if (answer.code === 1020) expect(answer.msg).toMatch(/outside its trading sessions/);
  });

  it('makes one order of a double submit with one token, and one close of a double close', async () => {
    await feed('BTCUSDT', '100000.00');
    const body = {
      productId: BTC,
      direction: 'short',
      orderType: 'market',
      lotSize: '0.02',
      multiple: 5,
    };
    const idem = await newToken();
    const [a, b] = await Promise.all([
      trade('buildOrder', body, idem),
      trade('buildOrder', body, idem),
    ]);
    const again = await trade('buildOrder', body, idem);
    const answers = [a, b, again].filter((x) => x.code === 0);
    expect(new Set(answers.map((x) => x.data.orderNo)).size).toBe(1);
    expect([a, b].every((x) => x.code === 0 || x.code === 1103)).toBe(true);
    // The answer stored with the order (in its transaction) is the one the first request got.
    expect(again).toEqual(a.code === 0 ? a : b);
    const orderNo = answers[0]!.data.orderNo;
    const { data: open } = await trade<{ list: Order[] }>('listOrders', {
      status: ['in_position'],
    });
    expect(open.list.filter((x) => x.orderNo === orderNo)).toHaveLength(1);
    const count = await queryRows<{ n: number }>(
      server.app.appContext.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId} AND lots = 0.02 AND direction = 'short'`,
    );
    expect(count[0]!.n).toBe(1);

    const closeToken = await newToken();
    const [c1, c2] = await Promise.all([
      trade('closeOrder', { orderNo }, closeToken),
      trade('closeOrder', { orderNo }, closeToken),
    ]);
    const c3 = await trade('closeOrder', { orderNo }, closeToken);
    expect([c1, c2].every((x) => x.code === 0 || x.code === 1103)).toBe(true);
    expect(c3.code).toBe(0);
    expect(c3.data.closeReason).toBe('user');
    expect((await trade('closeOrder', { orderNo })).code).toBe(1021);
    const closes = await queryRows<{ n: number }>(
      server.app.appContext.db,
      sql`SELECT count(*)::int AS n FROM order_history h JOIN orders o ON o.id = h.order_id
          WHERE o.order_no = ${orderNo} AND h.status = 'closed'`,
    );
    expect(closes[0]!.n).toBe(1);
    const closedByUser = await getOrder(orderNo);
    expect(events(closedByUser).map(([event]) => event)).toEqual([
      'opened_at_market',
      'closed_by_user',
      'closed',
    ]);
    expect(closedByUser.history![1]!.values).toEqual({
      price: closedByUser.closePrice,
      side: 'ask',
    });
    await books();
  });
});

describe('pending orders, stops and stop-out', () => {
  it('fills a long limit when the ask crosses it, at the gapped tick price', async () => {
    await feed('BTCUSDT', '100000.00');
    const placed = await trade('buildOrder', {
      productId: BTC,
      direction: 'long',
      orderType: 'limit',
      lotSize: '0.1',
      multiple: 10,
      entrustPrice: '99000',
    });
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.data.status).toBe('entrusted');
    const frozen = (await money()).frozen;
    await feed('BTCUSDT', '99500.00');
    expect((await getOrder(placed.data.orderNo)).status).toBe('entrusted');
    const tick = await feed('BTCUSDT', '98000.00');
    const filled = await getOrder(placed.data.orderNo);
    expect(filled).toMatchObject({ status: 'in_position', openPrice: tick.ask });
    expect(filled.history!.map((h) => h.status)).toEqual(['entrusted', 'in_position']);
    expect(filled.history![1]!.note).toMatch(/gapped past 99000/);
    expect(events(filled)).toEqual([
      [
        'placed',
        { orderType: 'limit', direction: 'long', price: '99000', margin: placed.data.margin },
        false,
      ],
      [
        'filled',
        {
          price: tick.ask,
          side: 'ask',
          entry: '99000',
          margin: filled.margin,
          fee: filled.fee,
          gappedPast: '99000',
        },
        false,
      ],
    ]);
    // The margin was re-held at the fill price (lower than the entry): the difference came back.
    expect(Number((await money()).frozen)).toBeLessThan(Number(frozen));
    await trade('closeOrder', { orderNo: placed.data.orderNo });
    await books();
  });

  it('cancels a pending order and gives its margin back; SL/TP edits are checked and recorded', async () => {
    await feed('BTCUSDT', '100000.00');
    const before = await money();
    const placed = await trade('buildOrder', {
      productId: BTC,
      direction: 'short',
      orderType: 'stop',
      lotSize: '0.05',
      multiple: 20,
      entrustPrice: '98000',
    });
    expect(placed.code, placed.msg).toBe(0);
    const bad = await trade('updateOrderStops', {
      orderNo: placed.data.orderNo,
      stopLoss: '97000',
      takeProfit: null,
    });
    expect(bad).toMatchObject({
      code: 1000,
      data: { stopLoss: 'validation.trade.stopLoss.wrongSide' },
    });
    const ok = await trade('updateOrderStops', {
      orderNo: placed.data.orderNo,
      stopLoss: '99000',
      takeProfit: '90000',
    });
    expect(ok.data).toMatchObject({ stopLoss: '99000', takeProfit: '90000' });
    const cancelled = await trade('cancelOrder', { orderNo: placed.data.orderNo });
    expect(cancelled.data.status).toBe('cancelled');
    expect((await trade('cancelOrder', { orderNo: placed.data.orderNo })).code).toBe(1021);
    expect(await money()).toEqual(before);
    expect(events(await getOrder(placed.data.orderNo))).toEqual([
      [
        'placed',
        { orderType: 'stop', direction: 'short', price: '98000', margin: placed.data.margin },
        false,
      ],
      ['stops_edited', { stopLoss: '99000', takeProfit: '90000' }, false],
      ['cancelled_by_user', { margin: placed.data.margin }, false],
    ]);
    const history = await trade<{ list: Order[] }>('listOrderHistory', { page: 1, limit: 5 });
    expect(history.data.list[0]!.orderNo).toBe(placed.data.orderNo);
    // The history's filters: direction and ended status.
    const filtered = async (body: object) =>
      (
        await trade<{ list: Order[] }>('listOrderHistory', { page: 1, limit: 5, ...body })
      ).data.list.map((o) => o.orderNo);
    expect(await filtered({ direction: 'short', status: ['cancelled'] })).toContain(
      placed.data.orderNo,
    );
    expect(await filtered({ direction: 'long' })).not.toContain(placed.data.orderNo);
    expect(await filtered({ status: ['closed', 'revoked'] })).not.toContain(placed.data.orderNo);
    // A level removed is left out of the values (none).
    const second = await trade('buildOrder', {
      productId: BTC,
      direction: 'long',
      orderType: 'limit',
      lotSize: '0.01',
      multiple: 10,
      entrustPrice: '95000',
      takeProfit: '97000',
    });
    await trade('updateOrderStops', {
      orderNo: second.data.orderNo,
      stopLoss: '94000',
      takeProfit: null,
    });
    await trade('cancelOrder', { orderNo: second.data.orderNo });
    const edited = (await getOrder(second.data.orderNo)).history![1]!;
    expect(edited).toMatchObject({
      event: 'stops_edited',
      values: { stopLoss: '94000' },
      note: 'Stop loss 94000, take profit none',
    });
    await books();
  });

  it('closes at the stop loss on the bid and stops out a loss at no more than the margin', async () => {
    await feed('BTCUSDT', '100000.00');
    const sl = await trade('buildOrder', {
      productId: BTC,
      direction: 'long',
      orderType: 'market',
      lotSize: '0.1',
      multiple: 10,
      stopLoss: '99000',
    });
    const out = await trade('buildOrder', {
      productId: BTC,
      direction: 'short',
      orderType: 'market',
      lotSize: '0.5',
      multiple: 100,
    });
    expect([sl.code, out.code]).toEqual([0, 0]);
    const before = await money();
    const tick = await feed('BTCUSDT', '98800.00');
    const slClosed = await getOrder(sl.data.orderNo);
    expect(slClosed).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      closePrice: tick.bid,
    });
    // The short at ×100 lost 1.2 % of its value: more than its margin.
    await feed('BTCUSDT', '101500.00');
    const stopped = await getOrder(out.data.orderNo);
    expect(stopped.closeReason).toBe('stop_out');
    expect(Number(stopped.profitLoss)).toBeGreaterThanOrEqual(
      -(Number(stopped.margin) + Number(stopped.fee)) - 1e-8,
    );
    expect(Number(stopped.profitLoss)).toBeLessThan(0);
    expect(events(slClosed).map(([event]) => event)).toEqual([
      'opened_at_market',
      'stop_loss_crossed',
      'closed',
    ]);
    expect(slClosed.history![1]!.values).toEqual({
      level: '99000',
      price: tick.bid,
      side: 'bid',
      gappedPast: '99000',
    });
    expect(events(stopped).map(([event]) => event)).toEqual([
      'opened_at_market',
      'stop_out',
      'closed',
    ]);
    expect(stopped.history![1]!.values).toEqual({
      stopOutLevel: '0.8',
      margin: stopped.margin,
      price: stopped.closePrice,
      side: 'ask',
    });
    expect(stopped.history![2]!.values).toMatchObject({ pnl: stopped.profitLoss });
    const after = await money();
    expect(Number(after.available)).toBeGreaterThanOrEqual(0);
    expect(Number(after.frozen)).toBeLessThan(Number(before.frozen));
    await books();
  });
});

describe('who may trade', () => {
  it('refuses guests and anonymous callers; lists filter by status', async () => {
    const guest = (await call(server.app, 'loginGuest')).json().data as { token: string };
    const body = {
      productId: BTC,
      direction: 'long',
      orderType: 'market',
      lotSize: '0.1',
      multiple: 10,
    };
    const asGuest = await call(server.app, 'buildOrder', {
      token: guest.token,
      body,
      headers: { 'x-idempotent-token': 'guest-token-1234' },
    });
    expect(asGuest.json().code).toBe(403);
    const anonymous = await call(server.app, 'listOrders', { body: {} });
    expect(anonymous.json().code).toBe(401);
    const none = await trade<{ list: Order[]; total: number }>('listOrders', {
      status: ['processing'],
    });
    expect(none).toMatchObject({ code: 0, data: { list: [], total: 0 } });
  });
});

describe('demo account', () => {
  it('a reset closes its positions, cancels its pending orders and restores the starting balance', async () => {
    const login = await call(server.app, 'login', {
      body: { username: 'demoacct', password: DEMO_PASSWORD },
    });
    const demoToken = (login.json().data as { token: string }).token;
    const as = async (operationId: string, body?: unknown) => {
      const idem = (await call(server.app, 'getIdempotentToken', { token: demoToken })).json()
        .data as { token: string };
      const { res, op } = await call(server.app, operationId, {
        token: demoToken,
        body,
        headers: { 'x-idempotent-token': idem.token },
      });
      assertMatchesContract(op, res);
      return res.json() as { code: number; data: Order & Schema<'UserMoney'> };
    };
    await feed('BTCUSDT', '100000.00');
    const market = await as('buildOrder', {
      productId: BTC,
      direction: 'long',
      orderType: 'market',
      lotSize: '0.1',
      multiple: 10,
    });
    const pending = await as('buildOrder', {
      productId: BTC,
      direction: 'short',
      orderType: 'limit',
      lotSize: '0.1',
      multiple: 10,
      entrustPrice: '101000',
    });
    expect([market.code, pending.code]).toEqual([0, 0]);
    await feed('BTCUSDT', '99000.00');
    const reset = await as('resetDemoAccount');
    expect(reset.code).toBe(0);
    expect(reset.data).toMatchObject({ available: '10000.00', frozen: '0.00' });
    const { res, op } = await call(server.app, 'getOrder', {
      token: demoToken,
      params: { orderNo: market.data.orderNo },
    });
    assertMatchesContract(op, res);
    const resetClosed = (res.json() as { data: Order }).data;
    expect(resetClosed).toMatchObject({
      status: 'closed',
      closeReason: 'demo_reset',
    });
    expect(events(resetClosed)).toEqual([
      ['opened_at_market', expect.objectContaining({ side: 'ask' }), false],
      ['closed_by_demo_reset', { price: resetClosed.closePrice }, false],
      ['closed', expect.objectContaining({ price: resetClosed.closePrice }), false],
    ]);
    const { res: endedRes, op: endedOp } = await call(server.app, 'getOrder', {
      token: demoToken,
      params: { orderNo: pending.data.orderNo },
    });
    assertMatchesContract(endedOp, endedRes);
    const ended = (endedRes.json() as { data: Order }).data;
    expect(ended.status).toBe('cancelled');
    expect(ended.reasonCode).toBeNull();
    expect(events(ended)).toEqual([
      [
        'placed',
        { orderType: 'limit', direction: 'short', price: '101000', margin: pending.data.margin },
        false,
      ],
      ['cancelled_by_demo_reset', { margin: pending.data.margin }, false],
    ]);
    await books();
  });
});

describe('products follow their sessions', () => {
  it('a product outside its trading sessions is listed as closed', async () => {
    const { data } = (await call(server.app, 'listTradeProducts')).json() as {
      data: { id: number; status: string }[];
    };
    for (const product of data) {
      const rule = (await call(server.app, 'getTradeRule', { params: { id: product.id } })).json()
        .data as Schema<'TradeRule'>;
      expect(product.status).toBe(isInSession(rule.sessions, Date.now()) ? 'trading' : 'closed');
    }
  });
});
