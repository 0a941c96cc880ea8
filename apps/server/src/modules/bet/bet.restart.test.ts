import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Schema } from '@repo/api-schema/schema';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seedData';
import { ManualClock } from '../../kernel/clock';
import { audit } from '../../ledger/ledger';
import { call, signIn, startTestServer, type TestServer } from '../../test/harness';
import { testDatabaseConfig } from '../../test/database';

/**
 * A real restart: two bets are open when the server stops. The 60 s period ends while the server is
 * down, so its close price was never seen: refunded. The 180 s period ends after the restart: its open
 * price (recorded before the stop) and its close price (recorded by the restarted server's own job)
 * settle it by the rule.
 */
// On the boundary of every period length (60, 180, 300 s), ahead of the real time.
const T0 = Math.ceil(Date.now() / 900_000) * 900_000 + 900_000;
const OPERATOR = {
  'x-operator-token': 'operator-secret-for-tests',
  'content-type': 'application/json',
};

async function tick(server: TestServer, clock: ManualClock, at: number, price: string) {
  clock.set(at);
  const res = await server.app.inject({
    method: 'POST',
    url: '/operator/market/BTCUSDT/script',
    headers: OPERATOR,
    payload: JSON.stringify({ prices: [price], tick: true }),
  });
  expect(res.json()).toMatchObject({ code: 0 });
}

/** A database on disk that outlives one server (PGlite data dir, or a PostgreSQL database). */
async function scratchDatabase() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-restart-'));
  const database = await testDatabaseConfig(path.join(scratch, 'pgdata'));
  return {
    database,
    dispose: async () => {
      await database.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function myBets(server: TestServer, token: string) {
  const res = await call(server.app, 'listBetRecords', { token, body: { page: 1, limit: 5 } });
  return (res.json().data as { list: Schema<'BetRecord'>[] }).list;
}

it('refunds a period that ended while the server was down and settles one that ended after the restart', async () => {
  const { database, dispose } = await scratchDatabase();
  const clock = new ManualClock(T0 - 5_000);
  const quiet = { testMode: true, marketTickMs: 3_600_000 };
  const deps = { clock, schedulerPollMs: 100 };
  const first = await startTestServer(quiet, deps, { database });
  try {
    const { token } = await signIn(first.app, 'demouser', DEMO_PASSWORD);
    await tick(first, clock, T0, '100000.00');
    clock.set(T0 + 2_000);
    for (const coinId of [1, 2]) {
      // BTC 60 s and BTC 180 s: both periods start at T0.
      let period: Schema<'BetPeriod'> | undefined;
      for (let i = 0; i < 50 && !period?.openPrice; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await call(first.app, 'getBetCurrentPeriod', { token, params: { id: coinId } });
        period = res.json().data as Schema<'BetPeriod'>;
      }
      expect(period!.openPrice).toBe('100000');
      const idem = (await call(first.app, 'getIdempotentToken', { token })).json().data as {
        token: string;
      };
      const placed = await call(first.app, 'submitBets', {
        token,
        headers: { 'x-idempotent-token': idem.token },
        body: { list: [{ periodId: period!.id, playCode: 'up', amount: '10' }] },
      });
      expect(placed.json().code, placed.res.body).toBe(0);
    }
  } finally {
    await first.close();
  }
  clock.set(T0 + 90_000); // down from T0 + 2 s to T0 + 90 s: the 60 s period ended meanwhile
  const second = await startTestServer(quiet, deps, { database });
  try {
    const { token } = await signIn(second.app, 'demouser', DEMO_PASSWORD);
    await tick(second, clock, T0 + 100_000, '101000.00');
    clock.set(T0 + 181_000);
    let bets: Schema<'BetRecord'>[] = [];
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      bets = await myBets(second, token);
      if (bets.length === 2 && bets.every((b) => b.status === 'completed')) break;
    }
    const [on180, on60] = bets;
    expect(on60).toMatchObject({ coinId: 1, result: 'refund', payout: '10', closePrice: null });
    expect(on180).toMatchObject({
      coinId: 2,
      result: 'win',
      payout: '19',
      openPrice: '100000',
      closePrice: '101000',
    });
    const books = await audit(second.app.appContext.db);
    expect(books).toEqual([]);
  } finally {
    await second.close();
    await dispose();
  }
}, 120_000);
