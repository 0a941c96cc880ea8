/**
 * Loopback benchmark from outside the server: the server runs as its own process (`src/main.ts`, what
 * `npm start` runs), load comes from this one (autocannon for HTTP, a pool of @stomp/stompjs clients),
 * and every HTTP figure is printed beside a bare Fastify "hello" answered by this machine in the same
 * run, as a ratio: on a noisy 2-core machine only the ratio means something. Every phase is bounded in
 * time (BENCH_SECONDS, 5 by default); nothing leaves 127.0.0.1.
 * Run: `npm run bench -w @repo/server`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/database';
import * as t from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { DEMO_PASSWORD } from '../src/db/seedData';
import { eq } from 'drizzle-orm';
import { credit } from '../src/ledger/ledger';
import { benchEngineTick } from './benchEngine';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '..');
const SUBSCRIBERS = 50;
const LOGIN_ACCOUNTS = 200;
const TICK_MS = 50;
const ORDER_PHASES = 5;

function start(
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url, connections: 16, duration: seconds, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));
const children: ChildProcess[] = [];
try {
  console.log(
    `bench: ${seconds} s per phase, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)} at start`,
  );

  // Accounts for the login phase, sharing the demo password's hash (the per-account limits are not
  // what is measured), written before the server starts.
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedIfEmpty(database.db);
  const [demo] = await database.db.select().from(t.users).where(eq(t.users.username, 'demouser'));
  await database.db.insert(t.users).values(
    Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => ({
      username: `bench${String(i).padStart(3, '0')}`,
      nickname: 'Bench',
      passwordHash: demo!.passwordHash,
      inviteCode: `BENCH${i}`,
    })),
  );
  // Money for the order phase: every accepted order holds its margin.
  await database.db.transaction((tx) =>
    credit(tx, {
      userId: demo!.id,
      currency: 'USDT',
      amount: '100000000',
      kind: 'admin_adjust',
      reference: 'bench',
    }),
  );
  await database.close();

  const hello = await start(['scripts/hello.mjs'], {});
  children.push(hello.child);
  const baseline = await load(`${hello.base}/`);
  await stop(hello.child);
  console.log(
    `bare Fastify "hello": ${baseline.rps.toFixed(0)} requests/s (p99 ${baseline.p99} ms)`,
  );

  const server = await start(['--import', 'tsx', 'src/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    MARKET_TICK_MS: String(TICK_MS),
    STOMP_MAX_CONNECTIONS_PER_ADDRESS: String(SUBSCRIBERS + 10),
    // The order phase places thousands of orders a second as one account: its money-call limit
    // (120 a minute by default) is raised, as the subscriber phase's connection cap is.
    MONEY_CALLS_PER_MINUTE: '10000000',
    OPERATOR_TOKEN: '',
  });
  children.push(server.child);
  const ratio = (rps: number) => `${((rps / baseline.rps) * 100).toFixed(1)} % of bare Fastify`;

  const products = await load(`${server.base}/api/trade/product/list`);
  console.log(
    `product list: ${products.rps.toFixed(0)} requests/s, ${ratio(products.rps)} (p99 ${products.p99} ms, ${products.errors} errors, ${products.non2xx} non-2xx)`,
  );

  let next = 0;
  const logins = await load(`${server.base}/api/oauth/login`, {
    connections: 4,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            username: `bench${String(next++ % LOGIN_ACCOUNTS).padStart(3, '0')}`,
            password: DEMO_PASSWORD,
          }),
        }),
      },
    ],
  });
  console.log(
    `login (argon2 by design): ${logins.rps.toFixed(1)} requests/s, ${ratio(logins.rps)} (p99 ${logins.p99} ms, ${logins.non2xx} non-2xx)`,
  );

  // Orders: market longs of 0.01 BTC at ×100 by one user, each with its own idempotency token
  // (fetched before the phase), ledger hold, fee, history row and outbox events in its transaction.
  const session = (await (
    await fetch(`${server.base}/api/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demouser', password: DEMO_PASSWORD }),
    })
  ).json()) as { data: { token: string } };
  const userToken = session.data.token;
  // One phase: `count` orders, with their idempotency tokens fetched before it.
  async function orderPhase(count: number) {
    const idemTokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = (await (
        await fetch(`${server.base}/api/common/getToken`, {
          method: 'POST',
          headers: { 'x-user-token': userToken },
        })
      ).json()) as { data: { token: string } };
      idemTokens.push(answer.data.token);
    }
    let nextToken = 0;
    let accepted = 0;
    let refused = 0;
    const orderStarted = Date.now();
    // autocannon notices the last answer only at its next one-second sample, so the phase is timed to
    // the last answer itself (otherwise up to a second too long: 4,000 orders in 13.4 s read as 14 s).
    let lastAnswer = orderStarted;
    const orders = await load(`${server.base}/api/user/orders/build`, {
      connections: 4,
      method: 'POST',
      amount: idemTokens.length,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-user-token': userToken,
              'x-idempotent-token': idemTokens[nextToken++ % idemTokens.length]!,
            },
            body: JSON.stringify({
              productId: 1,
              direction: 'long',
              orderType: 'market',
              lotSize: '0.01',
              multiple: 100,
            }),
          }),
          onResponse: (_status, body) => {
            lastAnswer = Date.now();
            if ((JSON.parse(body) as { code: number }).code === 0) accepted++;
            else refused++;
          },
        },
      ],
    });
    const rate = accepted / ((lastAnswer - orderStarted) / 1000);
    const line = `${rate.toFixed(0)} orders/s (${accepted} accepted, ${refused} refused, p99 ${orders.p99} ms)`;
    return { rate, line };
  }
  // A warm-up phase first (the server's code is compiled as it runs; not counted), then several
  // phases: one phase moves by ±15 % and more on this host, so the median of them is the figure.
  console.log(`  order warm-up: ${(await orderPhase(1_000)).line}`);
  const orderRates: number[] = [];
  for (let phase = 0; phase < ORDER_PHASES; phase++) {
    const { rate, line } = await orderPhase(Math.max(500, seconds * 800));
    orderRates.push(rate);
    console.log(`  order phase ${phase + 1}: ${line}`);
  }
  const orderRate = [...orderRates].sort((a, b) => a - b)[Math.floor(ORDER_PHASES / 2)]!;
  console.log(
    `orders accepted: ${orderRate.toFixed(0)} orders/s on PGlite (median of ${ORDER_PHASES} phases), ${ratio(orderRate)}`,
  );

  // STOMP: 50 clients on every price topic; the simulator ticks each product every TICK_MS.
  const list = (await (await fetch(`${server.base}/api/trade/product/list`)).json()) as {
    data: { code: string }[];
  };
  const codes = list.data.map((p) => p.code);
  let delivered = 0;
  const clients: Client[] = [];
  const wsUrl = `${server.base.replace(/^http/, 'ws')}/api/websocket/server`;
  await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async () => {
      const client = new Client({
        webSocketFactory: () => new WebSocket(wsUrl, ['v12.stomp']),
        heartbeatIncoming: 2000,
        heartbeatOutgoing: 2000,
        reconnectDelay: 0,
        debug: () => undefined,
      });
      clients.push(client);
      await new Promise<void>((resolve) => {
        client.onConnect = () => {
          for (const code of codes) client.subscribe(`/topic/price/${code}`, () => delivered++);
          resolve();
        };
        client.activate();
      });
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  const before = delivered;
  const started = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const perSecond = (delivered - before) / ((Date.now() - started) / 1000);
  const expected = SUBSCRIBERS * codes.length * (1000 / TICK_MS);
  console.log(
    `STOMP fan-out: ${perSecond.toFixed(0)} deliveries/s to ${SUBSCRIBERS} clients × ${codes.length} price topics, ${((perSecond / expected) * 100).toFixed(1)} % of the ${expected} the simulator publishes`,
  );
  await Promise.all(clients.map((c) => c.deactivate()));
  await stop(server.child);

  // The engine's evaluation of one tick over 10,000 open positions (in this process, on PGlite).
  const tick = await benchEngineTick(10_000);
  console.log(
    `engine tick at ${tick.positions} open positions: ${tick.quietMs.toFixed(1)} ms when nothing triggers (median of 5), ` +
      `${tick.busyMs.toFixed(1)} ms when ${tick.settled} exits trigger (median of 5); the bare Fastify hello answered ` +
      `${(baseline.rps / 1000).toFixed(1)} requests per ms in this run`,
  );
  console.log(`load ${os.loadavg()[0]!.toFixed(1)} at end`);
} finally {
  await Promise.all(children.map(stop));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
