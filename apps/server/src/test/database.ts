import pg from 'pg';

/**
 * The one place that decides which database a server test runs on. Unset `TEST_DATABASE_URL`: PGlite in
 * memory (one throw-away database per app). Set to a PostgreSQL server where the user may create
 * databases (`npm test` starts one, see scripts/test.mjs): every call creates a fresh database there and
 * `drop()` removes it, so tests never share rows and no table list is assumed.
 */
export const testDatabaseAdminUrl: string | null = process.env.TEST_DATABASE_URL || null;

/** Which database the tests of this run use (what `/api/health` reports). */
export const testDatabaseKind: 'pglite' | 'postgres' = testDatabaseAdminUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** Spread into a ServerConfig (or openDatabase's options). */
  readonly config: { dataDir: string; databaseUrl: string | null };
  /** Removes the PostgreSQL database (nothing to do for PGlite in memory). Call after the app closed. */
  drop(): Promise<void>;
}

let created = 0;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl! });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one app: PGlite in memory, or a new database on `TEST_DATABASE_URL`.
 * `dataDir` is only used by PGlite; pass a directory for a PGlite data dir on disk (lock and
 * persistence tests), otherwise memory.
 */
export async function testDatabaseConfig(
  pgliteDataDir: string = 'memory://',
): Promise<TestDatabase> {
  if (!testDatabaseAdminUrl) {
    return { config: { dataDir: pgliteDataDir, databaseUrl: null }, drop: async () => undefined };
  }
  created += 1;
  const name = `server_test_${process.pid}_${created}_${Date.now().toString(36)}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(testDatabaseAdminUrl);
  url.pathname = `/${name}`;
  return {
    config: { dataDir: pgliteDataDir, databaseUrl: url.toString() },
    async drop() {
      // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
