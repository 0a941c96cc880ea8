/**
 * Loopback benchmark: requests/s for the product list and for login, and STOMP fan-out deliveries/s to
 * 50 subscribers. Starts its own server on 127.0.0.1 with a throw-away data dir; every phase is
 * bounded in time. Run: `npx tsx apps/server/scripts/bench.ts` (BENCH_SECONDS=3 by default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Client } from '@stomp/stompjs';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import * as t from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seedData';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const SUBSCRIBERS = 50;
const LOGIN_ACCOUNTS = 60;

async function loop(concurrency: number, ms: number, once: (i: number) => Promise<boolean>) {
  const end = Date.now() + ms;
  let okCount = 0;
  let failed = 0;
  let n = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        if (await once(n++)) okCount++;
        else failed++;
      }
    }),
  );
  return { perSecond: okCount / ((Date.now() - started) / 1000), ok: okCount, failed };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));
const app = await buildApp(
  {
    // All 50 subscribers come from 127.0.0.1.
    ...readConfig({ STOMP_MAX_CONNECTIONS_PER_ADDRESS: String(SUBSCRIBERS) }),
    dataDir,
    webDist: path.join(dataDir, 'none'),
    host: '127.0.0.1',
    port: 0,
  },
  { codes: { send: async () => undefined } },
);
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  console.log(
    `bench: server on ${base}, ${seconds} s per phase, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
  );

  // Product list.
  const products = await loop(16, seconds * 1000, async () => {
    const res = await fetch(`${base}/api/trade/product/list`);
    await res.arrayBuffer();
    return res.ok;
  });
  console.log(
    `product list: ${products.perSecond.toFixed(0)} requests/s (${products.ok} ok, ${products.failed} failed)`,
  );

  // Login: accounts sharing the demo password hash, so the per-account rate limit is not what is measured.
  const [demo] = await app.appContext.db
    .select()
    .from(t.users)
    .where(eq(t.users.username, 'demouser'));
  await app.appContext.db.insert(t.users).values(
    Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => ({
      username: `bench${String(i).padStart(3, '0')}`,
      nickname: 'Bench',
      passwordHash: demo!.passwordHash,
      inviteCode: `BENCH${i}`,
    })),
  );
  const logins = await loop(4, seconds * 1000, async (i) => {
    const res = await fetch(`${base}/api/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench${String(i % LOGIN_ACCOUNTS).padStart(3, '0')}`,
        password: DEMO_PASSWORD,
      }),
    });
    const body = (await res.json()) as { code: number };
    return body.code === 0;
  });
  console.log(
    `login (argon2): ${logins.perSecond.toFixed(1)} requests/s (${logins.ok} ok, ${logins.failed} failed)`,
  );

  // STOMP fan-out to 50 subscribers of one price topic.
  const destination = '/topic/price/BENCHUSDT';
  let delivered = 0;
  const clients: Client[] = [];
  await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async (_, i) => {
      const client = new Client({
        webSocketFactory: () =>
          new WebSocket(`ws://127.0.0.1:${port}/api/websocket/server`, ['v12.stomp']),
        heartbeatIncoming: 2000,
        heartbeatOutgoing: 2000,
        reconnectDelay: 0,
        debug: () => undefined,
      });
      clients.push(client);
      await new Promise<void>((resolve) => {
        client.onConnect = () => {
          client.watchForReceipt(`r${i}`, () => resolve());
          client.subscribe(destination, () => delivered++, { receipt: `r${i}` });
        };
        client.activate();
      });
    }),
  );
  const body = JSON.stringify({
    symbol: 'BENCHUSDT',
    priceUsd: '1.2345',
    highPrice1d: '1.3',
    lowPrice1d: '1.1',
    volume: '1000',
    priceChange1d: '0.50',
    time: new Date().toISOString(),
    simulated: true,
  });
  const started = Date.now();
  const end = started + seconds * 1000;
  let published = 0;
  while (Date.now() < end) {
    for (let k = 0; k < 20; k++) {
      app.appContext.broker.publish(destination, body);
      published++;
    }
    // Let the sockets drain so the figure is deliveries, not queued bytes.
    await new Promise((r) => setImmediate(r));
    if (published * SUBSCRIBERS - delivered > 20_000) await new Promise((r) => setTimeout(r, 5));
  }
  const drainUntil = Date.now() + 5000;
  while (delivered < published * SUBSCRIBERS && Date.now() < drainUntil)
    await new Promise((r) => setTimeout(r, 10));
  const elapsed = (Date.now() - started) / 1000;
  console.log(
    `STOMP fan-out: ${(delivered / elapsed).toFixed(0)} deliveries/s to ${SUBSCRIBERS} subscribers (${published} messages, ${delivered}/${published * SUBSCRIBERS} delivered)`,
  );
  await Promise.all(clients.map((c) => c.deactivate()));
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
