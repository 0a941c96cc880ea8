import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './database';
import * as schema from './schema';

/**
 * One source for the database's shape: the SQL migrations create it, schema.ts is the typed view the
 * code queries through. This test migrates an empty database and requires the two to agree on every
 * table, column, type and NOT NULL, so neither can drift from the other.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
}, 60_000);
afterAll(() => database?.close());

/** Drizzle's SQL type of a column in the spelling information_schema uses. */
function normalise(type: string): string {
  const t = type.toLowerCase();
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t.startsWith('timestamp') && t.includes('with time zone')) return 'timestamp with time zone';
  return t.replace(/\s+/g, '');
}

interface ColumnShape {
  type: string;
  notNull: boolean;
}

describe('schema.ts and the migrations', () => {
  it('describe the same tables, columns, types and nullability', async () => {
    const rows = await queryRows<{
      table: string;
      column: string;
      type: string;
      precision: number | null;
      scale: number | null;
      nullable: string;
    }>(
      database.db,
      sql`SELECT table_name AS "table", column_name AS "column", data_type AS "type",
                 numeric_precision AS "precision", numeric_scale AS "scale", is_nullable AS nullable
          FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const migrated: Record<string, Record<string, ColumnShape>> = {};
    for (const r of rows) {
      const type =
        r.type === 'numeric' && r.precision !== null
          ? `numeric(${r.precision},${r.scale})`
          : r.type;
      (migrated[r.table] ??= {})[r.column] = { type, notNull: r.nullable === 'NO' };
    }

    const declared: Record<string, Record<string, ColumnShape>> = {};
    for (const value of Object.values(schema)) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      declared[config.name] = Object.fromEntries(
        config.columns.map((c) => [
          c.name,
          { type: normalise(c.getSQLType()), notNull: c.notNull || c.primary },
        ]),
      );
    }
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
    for (const [table, columns] of Object.entries(migrated)) {
      expect({ table, columns: declared[table] }).toEqual({ table, columns });
    }
  });
});
