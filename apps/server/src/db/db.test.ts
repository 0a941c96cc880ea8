import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { audit, balancesOf, credit, debit, InsufficientBalanceError } from '../ledger/ledger';
import { acquireDataDirLock, DataDirLockedError } from './lock';
import { DEMO_USERS, seedIfEmpty } from './seed';
import { defaultSiteParams, seedLanguages } from './seedData';
import * as t from './schema';
import { eq } from 'drizzle-orm';
import { testDatabaseConfig, testDatabaseKind, type TestDatabase } from '../test/database';

let dataDir: string;
let testDatabase: TestDatabase;
let database: Database;
/** PGlite in a data dir on disk (so the lock and a reopen are real), or a fresh PostgreSQL database. */
const open = () =>
  openDatabase({
    dataDir: testDatabase.config.dataDir,
    databaseUrl: testDatabase.config.databaseUrl ?? undefined,
  });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-db-'));
  testDatabase = await testDatabaseConfig(dataDir);
  database = await open();
  await database.migrate();
  await seedIfEmpty(database.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function userId(username: string) {
  const [row] = await database.db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.username, username));
  return row!.id;
}

describe('data-dir lock', () => {
  // The lock guards PGlite's data dir (one process per dir); PostgreSQL serves any number of instances.
  it.skipIf(testDatabaseKind === 'postgres')(
    'refuses a second opener of the same data dir with a clear message',
    async () => {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another server process/);
    },
  );

  it('takes over a stale lock left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-lock-'));
    try {
      // A pid that has certainly exited: a finished child's.
      const child = spawnSync(process.execPath, [
        '-e',
        'process.stdout.write(String(process.pid))',
      ]);
      fs.writeFileSync(path.join(dir, 'server.lock'), child.stdout.toString());
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      lock.release();
      expect(fs.existsSync(lock.file)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrations and seed', () => {
  it('applies migrations once', async () => {
    expect(await database.migrate()).toEqual([]);
  });

  it('seeds every site parameter, the 40 locales, the demo users and products, once', async () => {
    const params = await database.db.select().from(t.siteParams);
    expect(params.map((p) => p.key).sort()).toEqual(Object.keys(defaultSiteParams).sort());
    const langs = await database.db.select().from(t.languages);
    expect(langs).toHaveLength(40);
    expect(langs.map((l) => l.langCode).sort()).toEqual(seedLanguages.map((l) => l.code).sort());
    const products = await database.db.select().from(t.products);
    const byCategory = (c: string) => products.filter((p) => p.category === c).length;
    expect(byCategory('coin')).toBeGreaterThanOrEqual(8);
    expect(byCategory('stock')).toBeGreaterThanOrEqual(6);
    expect(byCategory('futures')).toBeGreaterThanOrEqual(4);
    expect(byCategory('forex')).toBeGreaterThanOrEqual(6);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await userId(DEMO_USERS.demoAccount.username)).toBeGreaterThan(0);
  });
});

describe('ledger', () => {
  const usdt = async (id: number) =>
    (await balancesOf(database.db, id)).find((b) => b.currency === 'USDT')!;

  it('keeps every balance equal to the sum of its ledger entries', async () => {
    const id = await userId(DEMO_USERS.user.username);
    await database.db.transaction(async (tx) => {
      await credit(tx, { userId: id, currency: 'USDT', amount: '0.1', kind: 'test' });
      await credit(tx, { userId: id, currency: 'USDT', amount: '0.2', kind: 'test' });
    });
    expect((await usdt(id)).available).toBe('10000.30000000');
    expect(await audit(database.db)).toEqual([]);
  });

  it('refuses a debit below zero and rolls back the whole transaction', async () => {
    const id = await userId(DEMO_USERS.user.username);
    const before = await balancesOf(database.db, id);
    await expect(
      database.db.transaction(async (tx) => {
        await credit(tx, { userId: id, currency: 'USDT', amount: '5', kind: 'test' });
        await debit(tx, { userId: id, currency: 'USDT', amount: '999999', kind: 'test' });
      }),
    ).rejects.toThrow(InsufficientBalanceError);
    expect(await balancesOf(database.db, id)).toEqual(before);
  });

  it('has a database constraint behind the guarded update', async () => {
    const id = await userId(DEMO_USERS.user.username);
    await expect(
      database.db.execute(sql`UPDATE balances SET available = -1 WHERE user_id = ${id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/check constraint/) } });
  });

  it('rejects amounts that are not positive decimal strings of at most 8 decimals', async () => {
    const id = await userId(DEMO_USERS.user.username);
    for (const amount of ['0', '1e3', 'abc', '-0.000', '-1', '0.000000001']) {
      await expect(
        database.db.transaction((tx) =>
          credit(tx, { userId: id, currency: 'USDT', amount, kind: 'test' }),
        ),
      ).rejects.toThrow(/positive decimal|at most 8 decimals/);
    }
  });
});

describe('persistence', () => {
  it('keeps data across a close and reopen', async () => {
    const id = await userId(DEMO_USERS.user.username);
    await database.close();
    database = await open();
    expect(await database.migrate()).toEqual([]);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const [usdt] = (await balancesOf(database.db, id)).filter((b) => b.currency === 'USDT');
    expect(usdt!.available).toBe('10000.30000000');
  }, 30_000);
});
