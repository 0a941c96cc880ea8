import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig } from './config';
import { testDatabaseConfig, testDatabaseKind, type TestDatabase } from './test/database';

let app: FastifyInstance;
let webDist: string;
let database: TestDatabase;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  database = await testDatabaseConfig();
  app = await buildApp({ ...readConfig({}), webDist, ...database.config });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('server', () => {
  it('answers /api/health in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { status: 'up', database: testDatabaseKind },
    });
  });

  it('answers an unknown /api route with an envelope error, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('serves assets and falls back to index.html for client routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const route = await app.inject({ method: 'GET', url: '/m/index?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
  });

  it('answers a missing file with 404, never the app shell (an old chunk, a wrong image path)', async () => {
    for (const url of ['/assets/gone-1a2b3c.js', '/banners/missing.svg', '/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
    // Client routes still get the shell.
    const route = await app.inject({ method: 'GET', url: '/m/user/message/detail/12' });
    expect(route.body).toContain('<div id="root">');
  });

  it('does not serve files outside the web root', async () => {
    const res = await app.inject({ method: 'GET', url: '/../../package.json' });
    expect(res.body).not.toContain('"@repo/server"');
  });
});

describe('config', () => {
  it('defaults to 127.0.0.1:8080 and ./.data', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(config.dataDir).toBe(path.resolve('.data'));
  });

  it('rejects a bad PORT with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });

  it('reads the optional settings and rejects bad ones', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://x/y',
      VERIFICATION_AUTO_APPROVE_MS: '500',
      MARKET_TICK_MS: '250',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://x/y',
      autoApproveMs: 500,
      marketTickMs: 250,
    });
    expect(readConfig({}).autoApproveMs).toBeNull();
    expect(() => readConfig({ MARKET_TICK_MS: '5000' })).toThrow(/MARKET_TICK_MS/);
  });
});
