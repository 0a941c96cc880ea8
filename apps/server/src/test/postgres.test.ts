import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { audit, balancesOf, debit, InsufficientBalanceError } from '../ledger/ledger';
import { DEMO_PASSWORD } from '../db/seedData';
import { assertMatchesContract, call, document } from './harness';

/**
 * The same drizzle code on PostgreSQL 15. Opt-in: set TEST_DATABASE_URL to a server where the user may
 * create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres); a throw-away database is used.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL through DATABASE_URL', () => {
  const dbName = `server_test_${process.pid}_${Date.now()}`;
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-pg-'));
    app = await buildApp(
      { ...readConfig({}), dataDir: webDir, webDist: webDir, databaseUrl: url.toString() },
      { document },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.end();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('migrates, seeds and serves the contract', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ data: { database: 'postgres' } });
    const login = await call(app, 'login', {
      body: { username: 'demouser', password: DEMO_PASSWORD },
    });
    assertMatchesContract(login.op, login.res);
    const token = (login.json().data as { token: string }).token;
    const money = await call(app, 'getUserMoneyInfo', { token });
    expect(money.json().data).toMatchObject({ available: '10000.00' });
    const list = await call(app, 'listTradeProducts');
    assertMatchesContract(list.op, list.res);
  });

  it('keeps the ledger guard on PostgreSQL', async () => {
    const userId = 1;
    await expect(
      app.appContext.db.transaction((tx) =>
        debit(tx, { userId, currency: 'USDT', amount: '20000', kind: 'test' }),
      ),
    ).rejects.toThrow(InsufficientBalanceError);
    expect(await balancesOf(app.appContext.db, userId)).toHaveLength(1);
    expect(await audit(app.appContext.db)).toEqual([]);
  });

  it('two instances on one database count limits, failed logins and captcha answers as one', async () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const captchas = new Map<string, string>();
    const start = () =>
      buildApp(
        { ...readConfig({}), dataDir: webDir, webDist: webDir, databaseUrl: url.toString() },
        { document, onCaptchaIssued: (key, answer) => captchas.set(key, answer) },
      );
    const [a, b] = [await start(), await start()];
    try {
      // 40 captcha requests at once, alternating instances, one address: exactly 30 are answered.
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? a : b)
            .inject({ method: 'GET', url: `/api/common/getCaptcha?t=burst${i}` })
            .then((r) => r.statusCode),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);

      const login = (app: FastifyInstance, body: Record<string, string>, ip: string) =>
        call(app, 'login', { body, remoteAddress: ip }).then((r) => r.json().code);
      const captcha = async (app: FastifyInstance, key: string, ip: string) => {
        await call(app, 'getCaptcha', { query: { t: key }, remoteAddress: ip });
        return { captchaKey: key, captcha: captchas.get(key)! };
      };
      const wrong = { username: 'demouser', password: 'wrong12' };
      for (const app of [a, b, a]) expect(await login(app, wrong, '10.7.0.1')).toBe(1011);
      // Three failures across both: each asks for a captcha, and takes one the other issued.
      expect(await login(b, { ...wrong, password: DEMO_PASSWORD }, '10.7.0.1')).toBe(1010);
      expect(
        await login(b, { ...wrong, ...(await captcha(a, 'pg-1', '10.7.0.2')) }, '10.7.0.1'),
      ).toBe(1011);
      expect(
        await login(a, { ...wrong, ...(await captcha(b, 'pg-2', '10.7.0.2')) }, '10.7.0.1'),
      ).toBe(1011);
      // Five failures: locked on both.
      const right = { username: 'demouser', password: DEMO_PASSWORD };
      expect(
        await login(a, { ...right, ...(await captcha(b, 'pg-3', '10.7.0.2')) }, '10.7.0.3'),
      ).toBe(429);
      expect(
        await login(b, { ...right, ...(await captcha(a, 'pg-4', '10.7.0.2')) }, '10.7.0.3'),
      ).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
