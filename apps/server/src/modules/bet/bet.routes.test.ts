import { sql } from 'drizzle-orm';
import type { Schema } from '@repo/api-schema/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { DEMO_PASSWORD } from '../../db/seedData';
import { ManualClock } from '../../kernel/clock';
import { audit } from '../../ledger/ledger';
import { InProcessBroker } from '../../realtime/broker';
import {
  assertMatchesContract,
  call,
  captureUserEvents,
  operation,
  signIn,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { settlingIds } from './repo';
import { betContextOf, recordBoundaries, settleDue } from './service';

/**
 * Timed bets through the real app: the feed scripted through the test-mode operator route at moments
 * set on a manual clock, the boundaries recorded and the periods settled as the job does.
 */
const OPERATOR = 'operator-secret-for-tests';
const BTC60 = 1; // seeded first: BTC at 60 s, cut-off 10 s, rate 0.85
const MIN = 60_000;
// A moment on a 15-minute boundary (so on the boundary of every period length: 60, 180, 300 s), ahead of
// the real time.
const T0 = Math.ceil(Date.now() / 900_000) * 900_000 + 900_000;
const clock = new ManualClock(T0 - 30_000);
const broker = new InProcessBroker();
const heard: { destination: string; body: unknown }[] = [];
let server: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  // No random ticks during the test: every price is scripted.
  server = await startTestServer({ testMode: true, marketTickMs: 3_600_000 }, { broker, clock });
  ({ token, userId } = await signIn(server.app, 'demouser', DEMO_PASSWORD));
  captureUserEvents(broker, userId, heard);
}, 60_000);
afterAll(() => server?.close());

async function api<T>(operationId: string, input: Parameters<typeof call>[2] = {}, idem?: string) {
  const headers: Record<string, string> = { ...(input.headers ?? {}) };
  if (operation(operationId).operation['x-idempotent'] === true) {
    headers['x-idempotent-token'] = idem ?? (await newToken());
  }
  const { res, op } = await call(server.app, operationId, { token, ...input, headers });
  assertMatchesContract(op, res);
  return res.json() as { code: number; msg: string; data: T };
}
async function newToken(): Promise<string> {
  const res = await call(server.app, 'getIdempotentToken', { token });
  return (res.json().data as { token: string }).token;
}
/** At `at`, the BTC feed moves to `price` (one scripted tick). */
async function tickAt(at: number, price: string) {
  clock.set(at);
  const res = await server.app.inject({
    method: 'POST',
    url: '/operator/market/BTCUSDT/script',
    headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
    payload: JSON.stringify({ prices: [price], tick: true }),
  });
  expect(res.json()).toMatchObject({ code: 0 });
}
/**
 * What the bet job does on one pass. The server's own job runs beside the test on the same clock: a
 * period it is settling is waited for (the claim's lock), so when the pass returns none is left settling.
 */
async function jobPass(at: number) {
  clock.set(at);
  const bc = betContextOf(server.app.appContext);
  await recordBoundaries(bc);
  await settleDue(bc);
  expect(await settlingIds(server.app.appContext.db)).toEqual([]);
}
async function money() {
  const rows = await queryRows<{ available: string; frozen: string }>(
    server.app.appContext.db,
    sql`SELECT available::text, frozen::text FROM balances WHERE user_id = ${userId} AND currency = 'USDT'`,
  );
  return rows[0]!;
}
const current = (coinId = BTC60) =>
  api<Schema<'BetPeriod'>>('getBetCurrentPeriod', { params: { id: coinId } });
const bet = (periodId: number, playCode: string, amount: string, idem?: string) =>
  api<Schema<'BetRecord'>[]>(
    'submitBets',
    { body: { list: [{ periodId, playCode, amount }] } },
    idem,
  );
const unopened = async () => (await api<number>('getUnopenedBetNum')).data;

describe('timed bets', () => {
  it('serves the configuration: coin types, coins at 60/180/300 s with cut-off, rate and limits, plays, rate map', async () => {
    expect((await api('listBetCoinTypes')).data).toEqual([{ code: 'crypto', name: 'Crypto' }]);
    const coins = (await api<Schema<'BetCoin'>[]>('listBetCoins')).data;
    expect(coins.filter((c) => c.code === 'BTC').map((c) => c.periodSeconds)).toEqual([
      60, 180, 300,
    ]);
    expect(coins[0]).toMatchObject({ id: BTC60, cutoffSeconds: 10, rate: '0.85', minAmount: '1' });
    const rates = (await api<Record<string, string>>('getBetRateMap')).data;
    expect(rates[String(BTC60)]).toBe('0.85');
    const plays = (await api<Schema<'BetPlayGroup'>[]>('listBetPlays')).data;
    expect(plays[0]!.plays.map((p) => p.code)).toEqual(['up', 'down']);
    const kline = await api<unknown[]>('getBetKline', {
      params: { typeCode: 'crypto', coinCode: 'BTC', ticket: 5, interval: '1m' },
    });
    expect(kline.data).toHaveLength(5);
  });

  it('an up bet on a rising feed wins stake × rate on top of its stake; the result reaches the user', async () => {
    await tickAt(T0, '100000.00'); // the price at the period's open
    await jobPass(T0 + 1_000);
    const p = (await current()).data;
    expect(p).toMatchObject({ startTime: new Date(T0).toISOString(), openPrice: '100000' });
    expect(p.cutoffSecondsLeft).toBe(49);
    const before = await money();
    clock.set(T0 + 5_000);
    const placed = await bet(p.id, 'up', '10');
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.data[0]).toMatchObject({ status: 'in_progress', amount: '10', rate: '0.85' });
    const held = await money();
    expect(Number(held.frozen) - Number(before.frozen)).toBe(10);
    expect(await unopened()).toBe(1);
    await tickAt(T0 + 30_000, '99000.00');
    await tickAt(T0 + 59_000, '100500.00'); // the price at the close: above the open
    // The placement's events are published shortly after its commit: out before the settlement's.
    await server.app.appContext.kernel.outbox.idle();
    heard.length = 0;
    await jobPass(T0 + MIN + 500);
    const last = (await api<Schema<'BetPeriod'>>('getBetLastPeriod', { params: { id: BTC60 } }))
      .data;
    expect(last).toMatchObject({ id: p.id, status: 'settled', closePrice: '100500', result: 'up' });
    const mine = (
      await api<{ list: Schema<'BetRecord'>[] }>('listBetRecords', { body: { page: 1, limit: 5 } })
    ).data.list;
    expect(mine[0]).toMatchObject({ result: 'win', payout: '18.5', status: 'completed' });
    const after = await money();
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(8.5, 8);
    expect(after.frozen).toBe(before.frozen);
    expect(await unopened()).toBe(0);
    // The outbox publishes a commit's events shortly after it (PUBLISH_DELAY_MS).
    await server.app.appContext.kernel.outbox.idle();
    expect(heard.map((h) => h.destination)).toEqual([
      `/user/${userId}/topic/userBet`,
      `/user/${userId}/topic/userMoney`,
    ]);
    expect(await audit(server.app.appContext.db)).toEqual([]);
    // Settling again settles nothing twice.
    expect(await settleDue(betContextOf(server.app.appContext))).toBe(0);
    const records = (
      await api<Schema<'BetPeriod'>[]>('listBetPeriodRecords', {
        params: { id: BTC60, count: 100 },
      })
    ).data;
    expect(records[0]!.id).toBe(p.id);
  });

  it('refuses a bet after the cut-off, and on an ended period while it settles', async () => {
    const endedId = (await api<Schema<'BetPeriod'>>('getBetLastPeriod', { params: { id: BTC60 } }))
      .data.id;
    clock.set(T0 + MIN + 50_000); // the cut-off second of the second period
    const p = (await current()).data;
    expect(p.cutoffSecondsLeft).toBe(0);
    const late = await bet(p.id, 'down', '5');
    expect(late.code).toBe(1022);
    expect(late.msg).toMatch(/closed 10 s before its end/);
    clock.set(T0 + MIN + 49_999); // the last moment before it: accepted
    expect((await bet(p.id, 'down', '5')).code).toBe(0);
    const ended = await bet(endedId, 'up', '5');
    expect(ended).toMatchObject({
      code: 1007,
      msg: 'Settlement in progress, please wait patiently',
    });
    // Ended but not yet closed by the job: also settling.
    clock.set(T0 + 2 * MIN + 100);
    expect((await bet(p.id, 'up', '5')).code).toBe(1007);
    // A price after the close does not count: the close is the last price at or before the boundary.
    await tickAt(T0 + 2 * MIN + 200, '200000.00');
    await jobPass(T0 + 2 * MIN + 300);
    // Open = close (both 100500, the price since T0 + 59 s): the down bet is refunded.
    const mine = (
      await api<{ list: Schema<'BetRecord'>[] }>('listBetRecords', { body: { page: 1, limit: 5 } })
    ).data.list;
    expect(mine[0]).toMatchObject({ result: 'refund', payout: '5', direction: 'down' });
  });

  it('places a list all or none, within the stake limits and the balance', async () => {
    clock.set(T0 + 2 * MIN + 1_000);
    const p = (await current()).data;
    const before = await unopened();
    const mixed = await api('submitBets', {
      body: {
        list: [
          { periodId: p.id, playCode: 'up', amount: '5' },
          { periodId: p.id, playCode: 'down', amount: '0.5' },
        ],
      },
    });
    expect(mixed).toMatchObject({
      code: 1000,
      data: { 'list.1.amount': 'validation.bet.amount.range' },
    });
    expect(await unopened()).toBe(before);
    expect((await bet(999_999, 'up', '5')).code).toBe(404);
    expect((await bet(p.id, 'sideways', '5')).code).toBe(404);
    const { available } = await money();
    const many = Math.ceil(Number(available) / 10_000) + 1;
    if (many <= 20) {
      const broke = await api('submitBets', {
        body: {
          list: Array.from({ length: many }, () => ({
            periodId: p.id,
            playCode: 'up',
            amount: '10000',
          })),
        },
      });
      expect(broke.code).toBe(1001);
      expect(await unopened()).toBe(before);
    }
    const two = await api<Schema<'BetRecord'>[]>('submitBets', {
      body: {
        list: [
          { periodId: p.id, playCode: 'up', amount: '5' },
          { periodId: p.id, playCode: 'down', amount: '7' },
        ],
      },
    });
    expect(two.code).toBe(0);
    expect(two.data).toHaveLength(2);
    expect(await unopened()).toBe(before + 2);
  });

  it('an idempotent retry answers the first result and places nothing twice', async () => {
    const p = (await current()).data;
    const before = await unopened();
    const idem = await newToken();
    const first = await bet(p.id, 'up', '3', idem);
    const again = await bet(p.id, 'up', '3', idem);
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    expect(await unopened()).toBe(before + 1);
  });

  it('the operator switch: with BET_OPEN 0 every bet call answers "not offered"', async () => {
    const setParam = (value: string) =>
      server.app.inject({
        method: 'POST',
        url: '/operator/site-params',
        headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
        payload: JSON.stringify({ BET_OPEN: value }),
      });
    expect((await setParam('0')).json()).toMatchObject({ code: 0 });
    const site = await api<Record<string, string>>('getSiteParameters');
    expect(site.data.BET_OPEN).toBe('0');
    const inputs: Record<string, Parameters<typeof call>[2]> = {
      getBetLastPeriod: { params: { id: BTC60 } },
      getBetCurrentPeriod: { params: { id: BTC60 } },
      listBetPeriodRecords: { params: { id: BTC60, count: 100 } },
      getBetKline: { params: { typeCode: 'crypto', coinCode: 'BTC', ticket: 5, interval: '1m' } },
      submitBets: { body: { list: [{ periodId: 1, playCode: 'up', amount: '5' }] } },
      listBetRecords: { body: {} },
    };
    for (const id of [
      'listBetCoinTypes',
      'listBetCoins',
      'getBetRateMap',
      'listBetPlays',
      'getUnopenedBetNum',
      ...Object.keys(inputs),
    ]) {
      const answer = await api(id, inputs[id] ?? {});
      expect(answer, id).toMatchObject({
        code: 1030,
        msg: 'Timed bets are not offered on this site',
      });
    }
    // Bets placed before the switch still settle.
    const open = () =>
      queryRows<{ n: string }>(
        server.app.appContext.db,
        sql`SELECT count(*)::text AS n FROM bets WHERE user_id = ${userId} AND status = 'in_progress'`,
      );
    expect(Number((await open())[0]!.n)).toBeGreaterThan(0);
    await jobPass(T0 + 3 * MIN + 500);
    expect((await open())[0]!.n).toBe('0');
    expect(await audit(server.app.appContext.db)).toEqual([]);
    expect((await setParam('1')).json()).toMatchObject({ code: 0 });
    expect((await api('listBetCoinTypes')).code).toBe(0);
  });

  it('serves the loss share of the last 30 days from the settled bets', async () => {
    const coins = (await api<Schema<'BetCoin'>[]>('listBetCoins')).data;
    const settled = (
      await api<{ list: Schema<'BetRecord'>[] }>('listBetRecords', {
        body: { page: 1, limit: 50, status: 'completed' },
      })
    ).data.list;
    const lost = settled.filter((b) => b.result === 'lose').length;
    expect(lost).toBeGreaterThan(0);
    expect(Number(coins[0]!.lossShare30d)).toBeCloseTo(lost / settled.length, 4);
  });
});
