import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/database';

/**
 * A migrated, empty database for kernel and ledger tests: PGlite in memory. Users are created with
 * `addUser`; no seed.
 */
export async function openKernelTestDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}

let userSeq = 0;
export async function addUser(database: Database, name = `u${++userSeq}`): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO users (username, nickname, password_hash, invite_code)
        VALUES (${name}, ${name}, 'x', ${`inv-${name}`}) RETURNING id`,
  );
  return row!.id;
}
