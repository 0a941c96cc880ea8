/**
 * Two server processes (`src/main.ts`, what `npm start` runs) on one PostgreSQL database behave as one:
 * they start together on an empty database (one migrates and seeds, the other waits), the market
 * simulator runs on one leader, every job slot runs on exactly one of them, and failed logins lock an
 * account out on both. (A user's STOMP events reach only the instance that wrote them until a backplane
 * carries them between instances.) Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seedData';
import { testDatabaseAdminUrl, testDatabaseConfig, type TestDatabase } from './database';
import { startEntryPoint, stopEntryPoint, type Running } from './entryPoint';

type Instance = Running;

function start(database: TestDatabase, scratch: string, name: string): Promise<Instance> {
  const dataDir = path.join(scratch, name);
  fs.mkdirSync(dataDir);
  return startEntryPoint({
    dataDir,
    webDist: path.join(scratch, 'no-web'),
    databaseUrl: database.config.databaseUrl,
  });
}

const stop = stopEntryPoint;

describe.skipIf(!testDatabaseAdminUrl)('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let scratch: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await testDatabaseConfig();
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'server-two-'));
    // Both at once on the empty database.
    [a, b] = await Promise.all([start(database, scratch, 'a'), start(database, scratch, 'b')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.drop();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  const query = async <T>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.config.databaseUrl! });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const post = async (instance: Instance, url: string, body: unknown) => {
    const res = await fetch(`${instance.baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number };
  };

  it('started together: one seed, one market leader', async () => {
    const [users] = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE username = 'demouser'",
    );
    expect(users!.n).toBe(1);
    const leaders = await query<{ owner: string }>(
      "SELECT owner FROM leases WHERE name = 'market.leader'",
    );
    expect(leaders).toHaveLength(1);
  });

  it('shares the jobs: each slot recorded once, no instance failing a job', async () => {
    // Both poll for due jobs every 500 ms; the outbox sweep is due every second.
    await new Promise((r) => setTimeout(r, 4_000));
    const runs = await query<{ name: string; slots: number; owners: number }>(
      `SELECT name, count(*)::int AS slots, count(DISTINCT owner)::int AS owners
       FROM job_runs GROUP BY name`,
    );
    const sweep = runs.find((r) => r.name === 'outbox.sweep');
    expect(sweep!.slots).toBeGreaterThanOrEqual(3);
    // A slot claimed twice would have failed on job_runs' key and been logged.
    for (const instance of [a, b]) expect(instance.output()).not.toMatch(/job .* failed/);
    const [jobs] = await query<{ runs: number; rows: number }>(
      `SELECT (SELECT runs FROM jobs WHERE name = 'outbox.sweep')::int AS runs,
              (SELECT count(*) FROM job_runs WHERE name = 'outbox.sweep')::int AS rows`,
    );
    expect(jobs!.runs).toBe(jobs!.rows);
  }, 30_000);

  it('locks an account out on both after failed logins on either', async () => {
    const wrong = { username: 'demouser', password: 'wrong-password' };
    expect((await post(a, '/oauth/login', wrong)).code).toBe(1011);
    expect((await post(b, '/oauth/login', wrong)).code).toBe(1011);
    expect((await post(a, '/oauth/login', wrong)).code).toBe(1011);
    // Three failures counted across both: the next login on either asks for the captcha.
    const right = { username: 'demouser', password: DEMO_PASSWORD };
    expect((await post(b, '/oauth/login', right)).code).toBe(1010);
    expect((await post(a, '/oauth/login', right)).code).toBe(1010);
  });
});
