/**
 * Acceptance of issue 6 against the real entry point (`src/main.ts`, what `npm start` runs): a fresh
 * data dir starts and prints how long it took; the contract answers with seeded data; a STOMP client gets
 * price ticks for its product within 2 s; a registered user, a changed setting and the kline history
 * survive a restart on the same data dir (or the same PostgreSQL database when TEST_DATABASE_URL is
 * set). Timings are printed; only generous ceilings are asserted, so a loaded machine does not make this
 * flaky.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDatabaseConfig, testDatabaseKind, type TestDatabase } from './database';
import { startEntryPoint, stopEntryPoint, type Running } from './entryPoint';

/**
 * The acceptance is 15 s on an idle machine; the assertion only catches something broken. It is wide
 * because this file runs beside the other server test files (each opening PGlite) on a shared 2-core
 * machine: at load 12 a fresh start took over 30 s here.
 */
const START_CEILING_MS = 60_000;
/** The first tick's target is 2 s on an idle machine; the same reasoning as START_CEILING_MS. */
const TICK_WITHIN_MS = 6_000;

const startServer = (dataDir: string, webDist: string) =>
  startEntryPoint({ dataDir, webDist, databaseUrl: database.config.databaseUrl });
const stop = stopEntryPoint;

async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ code: number; msg: string; data: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-user-token'] = token;
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

type Candle = { time: string; close: string };

let dataDir: string;
let webDist: string;
let database: TestDatabase;
let first: Running | null = null;
let second: Running | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-acceptance-'));
  database = await testDatabaseConfig(dataDir);
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'server-acceptance-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterAll(async () => {
  for (const running of [first, second]) if (running) await stop(running);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
}, 60_000);

describe('npm start acceptance (real entry point, fresh data dir)', () => {
  const user = { username: 'survivor1', password: 'secret1' };
  let klineBefore: Candle[] = [];

  it('starts on a fresh data dir and serves the contract with seeded data', async () => {
    first = await startServer(dataDir, webDist);
    console.log(`[acceptance] fresh start to "ready": ${Math.round(first.startMs)} ms`);
    expect(first.startMs).toBeLessThan(START_CEILING_MS);
    // The data-dir lock is PGlite's (PostgreSQL serves several instances).
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(testDatabaseKind === 'pglite');

    const health = await api<{ status: string; database: string }>(first.baseUrl, 'GET', '/health');
    expect(health).toMatchObject({ code: 0, data: { status: 'up', database: testDatabaseKind } });
    const products = await api<{ code: string; category: string }[]>(
      first.baseUrl,
      'GET',
      '/trade/product/list',
    );
    expect(products.code).toBe(0);
    const categories = new Set(products.data.map((p) => p.category));
    expect([...categories].sort()).toEqual(['coin', 'forex', 'futures', 'stock']);
    const demo = await api<{ token: string }>(first.baseUrl, 'POST', '/oauth/login', {
      username: 'demouser',
      password: 'demo123456',
    });
    expect(demo.code, demo.msg).toBe(0);
    const shell = await fetch(`${first.baseUrl}/m/index`);
    expect(await shell.text()).toContain('<div id="root">');
  }, 180_000);

  it('delivers price ticks of a subscribed product over STOMP within 2 s', async () => {
    const url = `${first!.baseUrl.replace('http', 'ws')}/api/websocket/server`;
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
      heartbeatIncoming: 2000,
      heartbeatOutgoing: 2000,
      reconnectDelay: 0,
      debug: () => undefined,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('STOMP connect timed out')), 20_000);
        client.onConnect = () => {
          clearTimeout(timer);
          resolve();
        };
        client.activate();
      });
      const subscribed = performance.now();
      const tick = await new Promise<{ symbol: string; priceUsd: string; simulated: boolean }>(
        (resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no tick within 10 s')), 10_000);
          client.subscribe('/topic/price/BTCUSDT', (message) => {
            clearTimeout(timer);
            resolve(JSON.parse(message.body) as never);
          });
        },
      );
      const waited = performance.now() - subscribed;
      console.log(`[acceptance] first BTCUSDT tick ${Math.round(waited)} ms after SUBSCRIBE`);
      expect(tick).toMatchObject({ symbol: 'BTCUSDT', simulated: true });
      expect(tick.priceUsd).toMatch(/^\d+(\.\d+)?$/);
      expect(waited).toBeLessThan(TICK_WITHIN_MS);
    } finally {
      await client.deactivate();
    }
  }, 60_000);

  it('registers a user and changes a setting before the restart', async () => {
    const base = first!.baseUrl;
    const reg = await api<{ token: string }>(base, 'POST', '/oauth/register', {
      registerType: 'username',
      username: user.username,
      password: user.password,
      confirmPassword: user.password,
      inviteCode: 'DEMO01',
    });
    expect(reg.code, reg.msg).toBe(0);
    const changed = await api<{ theme: string; reverseColor: boolean }>(
      base,
      'POST',
      '/user/setting/update',
      { theme: 'dark', reverseColor: true },
      reg.data.token,
    );
    expect(changed).toMatchObject({ code: 0, data: { theme: 'dark', reverseColor: true } });
    const kline = await api<Candle[]>(base, 'GET', '/trade/product/kdata/BTCUSDT/1h/500');
    expect(kline.data).toHaveLength(500);
    klineBefore = kline.data;
  });

  it('keeps the user, the setting and the kline history after a restart on the same data dir', async () => {
    expect(await stop(first!)).toBe(0);
    first = null;
    second = await startServer(dataDir, webDist);
    console.log(
      `[acceptance] restart on the same data dir to "ready": ${Math.round(second.startMs)} ms`,
    );
    expect(second.startMs).toBeLessThan(START_CEILING_MS);
    const base = second.baseUrl;

    const login = await api<{ token: string; userInfo: { username: string } }>(
      base,
      'POST',
      '/oauth/login',
      user,
    );
    expect(login.code, login.msg).toBe(0);
    expect(login.data.userInfo.username).toBe(user.username);
    const settings = await api<{ theme: string; reverseColor: boolean }>(
      base,
      'GET',
      '/user/setting/info',
      undefined,
      login.data.token,
    );
    expect(settings.data).toMatchObject({ theme: 'dark', reverseColor: true });

    // The closed hourly bars are the same ones as before the restart (saved, not regenerated).
    const kline = await api<Candle[]>(base, 'GET', '/trade/product/kdata/BTCUSDT/1h/500');
    const after = new Map(kline.data.map((c) => [c.time, c]));
    const closedBefore = klineBefore.slice(0, -1);
    const kept = closedBefore.filter((c) => after.has(c.time));
    // (An hour may have rolled over in between, dropping the oldest bar.)
    expect(kept.length).toBeGreaterThanOrEqual(closedBefore.length - 1);
    for (const candle of kept) expect(after.get(candle.time)).toEqual(candle);
  }, 300_000);
});
