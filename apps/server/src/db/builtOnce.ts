import type { Db } from './database';

const built = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query of the database (not of a transaction) built once and run with placeholders: drizzle's
 * `.prepare()` keeps the SQL text and the order of its parameters, so a hot read skips drizzle's
 * query building (a select of a wide table is about 0.1 ms of it on every request). `build` gets
 * the database and returns the prepared query; the result is kept per database, under `name`.
 */
export function builtOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = build(db)));
  return query;
}
