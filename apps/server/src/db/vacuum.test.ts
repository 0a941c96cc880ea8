import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBroker } from '../realtime/broker';
import { EventBuffer, Outbox } from '../kernel/outbox';
import { openKernelTestDatabase } from '../kernel/testDatabase';
import { queryRows, type Database } from './database';
import { analyzeChangedTables, CHURNING_TABLES, vacuumChurningTables } from './vacuum';

let database: Database;
beforeAll(async () => {
  database = await openKernelTestDatabase();
}, 60_000);
afterAll(() => database?.close());

/** Entries of the outbox's index of unpublished events, dead ones included (a bitmap scan counts them). */
async function unpublishedIndexEntries(): Promise<number> {
  return database.db.transaction(async (tx) => {
    for (const off of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan']) {
      await tx.execute(sql.raw(`SET LOCAL ${off} = off`));
    }
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM outbox WHERE published_at IS NULL`,
    );
    const find = (node: Record<string, unknown>): number | undefined => {
      if (node['Index Name'] === 'outbox_unpublished_idx') return node['Actual Rows'] as number;
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) {
        const rows = find(child);
        if (rows !== undefined) return rows;
      }
      return undefined;
    };
    const rows = find((plan!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
    if (rows === undefined) throw new Error('the plan did not use outbox_unpublished_idx');
    return rows;
  });
}

describe('vacuumChurningTables', () => {
  it('names only tables that exist', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const tables = new Set(rows.map((r) => r.name));
    expect(CHURNING_TABLES.filter((name) => !tables.has(name))).toEqual([]);
  });

  it('clears the outbox index of events already published, which every claim would read again', async () => {
    const outbox = new Outbox({ db: database.db, broker: new InProcessBroker(), origin: 'v' });
    for (let i = 0; i < 300; i++) {
      await database.db.transaction(async (tx) => {
        const events = new EventBuffer();
        await events.emit({ destination: '/t', body: i });
        await events.flush(tx, 'v');
      });
    }
    expect(await outbox.dispatch()).toBe(300);
    // PGlite has no autovacuum: the published events' old versions are still indexed. (PostgreSQL's
    // own autovacuum may have run meanwhile.)
    if (database.kind === 'pglite')
      expect(await unpublishedIndexEntries()).toBeGreaterThanOrEqual(300);
    await vacuumChurningTables(database.db);
    expect(await unpublishedIndexEntries()).toBe(0);
  }, 60_000);
});

describe('analyzeChangedTables', () => {
  // PGlite (this file's database): its one backend holds every change not yet counted.
  it('counts the changes of the last second, not sent to the statistics yet, before it decides', async () => {
    await database.db.execute(sql`CREATE TABLE analyze_probe (id int PRIMARY KEY)`);
    // The counts so far sent now: this backend sends the next ones no sooner than a second later.
    await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    await database.db.execute(sql`SELECT 1`);
    await database.db.execute(sql`INSERT INTO analyze_probe SELECT generate_series(1, 500)`);
    expect(await analyzeChangedTables(database.db)).toContain('analyze_probe');
    // Nothing counted twice afterwards: no second ANALYZE for the same rows.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await database.db.execute(sql`SELECT 1`);
    expect(await analyzeChangedTables(database.db)).not.toContain('analyze_probe');
  });
});
