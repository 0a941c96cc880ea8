import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Schema } from '@repo/api-schema/schema';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seedData';
import { audit } from '../../ledger/ledger';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { testDatabaseConfig } from '../../test/database';

/**
 * A real restart: a short position with a stop loss is open when the server stops; while it is down the
 * market moves through the stop (here: the saved price the simulator resumes from); the restarted
 * server's own simulator and evaluation job settle it on the first price, and its history says so.
 */
type Order = Schema<'Order'>;

async function loginAsDemo(server: TestServer) {
  const login = await call(server.app, 'login', {
    body: { username: 'demouser', password: DEMO_PASSWORD },
  });
  return (login.json().data as { token: string }).token;
}

it('settles a stop loss crossed while the server was down at the first price after restart', async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-restart-'));
  const database = await testDatabaseConfig(path.join(scratch, 'pgdata'));
  let orderNo: string;
  const first = await startTestServer({ testMode: true }, {}, { database });
  try {
    const token = await loginAsDemo(first);
    await first.app.inject({
      method: 'POST',
      url: '/operator/market/BTCUSDT/script',
      headers: {
        'x-operator-token': 'operator-secret-for-tests',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ prices: ['100000.00'], tick: true }),
    });
    const idem = (await call(first.app, 'getIdempotentToken', { token })).json().data as {
      token: string;
    };
    const placed = await call(first.app, 'buildOrder', {
      token,
      headers: { 'x-idempotent-token': idem.token },
      body: {
        productId: 1,
        direction: 'short',
        orderType: 'market',
        lotSize: '0.1',
        multiple: 10,
        stopLoss: '101000',
      },
    });
    expect(placed.json().code, placed.res.body).toBe(0);
    orderNo = (placed.json().data as Order).orderNo;
  } finally {
    await first.close();
  }
  // While down, the market went through the stop: the simulator resumes from the saved price.
  {
    const { openDatabase } = await import('../../db/database');
    const down = await openDatabase({
      dataDir: database.config.dataDir,
      databaseUrl: database.config.databaseUrl ?? undefined,
    });
    await down.db.execute(sql`UPDATE products SET last_price = 102000 WHERE code = 'BTCUSDT'`);
    await down.close();
  }
  const second = await startTestServer({ testMode: true }, { schedulerPollMs: 100 }, { database });
  try {
    const token = await loginAsDemo(second);
    let order: Order | undefined;
    for (let i = 0; i < 100 && order?.status !== 'closed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      order = (await call(second.app, 'getOrder', { token, params: { orderNo } })).json()
        .data as Order;
    }
    expect(order).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
    expect(Number(order!.closePrice)).toBeGreaterThan(101_500);
    expect(order!.history!.find((h) => h.status === 'settling')!.note).toMatch(
      /Stop loss 101000 crossed: closed at .* \(ask\).*the first price after the server restarted/,
    );
    expect(order!.history!.find((h) => h.status === 'settling')).toMatchObject({
      event: 'stop_loss_crossed',
      values: { level: '101000', price: order!.closePrice, side: 'ask' },
      afterRestart: true,
    });
    expect(await audit(second.app.appContext.db)).toEqual([]);
  } finally {
    await second.close();
    await database.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}, 120_000);
