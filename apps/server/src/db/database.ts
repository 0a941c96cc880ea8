import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import path from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { forDrizzle } from './pgliteClient';
import { migrations } from './migrations';

/**
 * The database, without drizzle's relational queries (`db.query.…`): the server writes its queries
 * with the query builder and SQL, and a drizzle given the schema builds a relational query builder
 * for every table on each transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Runs forward-only migrations; returns the versions it applied. */
  migrate(): Promise<number[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, the data dir is not used for the database. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite (ignored when databaseUrl is set). `memory://` for a throw-away database. */
  dataDir: string;
}

const MIGRATION_LOCK_KEY = 7_361_001;

/** Opens PGlite in `<dataDir>/pgdata` (after taking the data-dir lock) or PostgreSQL via databaseUrl. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const lock: DataDirLock | null = inMemory ? null : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pgdata'));
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client: forDrizzle(client) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)',
      );
      const applied = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
          (r) => r.version,
        ),
      );
      const done: number[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await client.transaction(async (tx) => {
          await tx.exec(migration.sql);
          await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
            migration.version,
            Date.now(),
          ]);
        });
        done.push(migration.version);
      }
      return done;
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's connection can end under it (the server restarts, a test drops its database):
  // without a listener that error would end the process. The pool replaces the client on next use.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL idle client failed', error.message);
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      const done: number[] = [];
      try {
        await client.query('BEGIN');
        // Several instances may start together: one migrates, the others wait here.
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)',
        );
        const applied = new Set(
          (
            await client.query<{ version: number }>('SELECT version FROM schema_migrations')
          ).rows.map((r) => r.version),
        );
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue;
          await client.query(migration.sql);
          await client.query(
            'INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)',
            [migration.version, Date.now()],
          );
          done.push(migration.version);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      return done;
    },
    async close() {
      await pool.end();
    },
  };
}

type Executor = Pick<Db, 'execute'>;

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
