import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forDrizzle } from './pgliteClient';
import { rowOf, rowValues } from './rowInsert';

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  amount: numeric('amount', { precision: 30, scale: 10 }).notNull(),
  count: integer('count'),
  big: bigint('big', { mode: 'number' }),
  yes: boolean('yes').notNull().default(false),
  doc: jsonb('doc').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  plainAt: timestamp('plain_at', { mode: 'date' }),
  note: text('note').default('none'),
});

describe('an INSERT of one row as a template', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL,
      amount numeric(30,10) NOT NULL, count int, big bigint, yes boolean NOT NULL DEFAULT false,
      doc jsonb, at timestamptz, plain_at timestamp, note text DEFAULT 'none')`);
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('writes and reads back what drizzle’s builder writes and reads', async () => {
    const db = drizzle({ client: forDrizzle(pglite) });
    const row = {
      name: 'a “quoted” name',
      amount: '12.5000000001',
      count: 3,
      big: 9_007_199_254_740,
      doc: { a: [1, 'two'], b: null },
      at: new Date('2026-11-27T10:00:00.250Z'),
      plainAt: new Date('2026-11-27T11:00:00.000Z'),
      note: null,
    };
    const [byBuilder] = await db.insert(things).values(row).returning();
    const ours = await db.transaction(async (tx) => {
      const raw = (await tx.execute(sql`${rowValues(things, row)} RETURNING *`)).rows[0];
      return rowOf(things, raw as Record<string, unknown>);
    });
    expect({ ...ours, id: 0 }).toEqual({ ...byBuilder, id: 0 });
    expect(ours).toMatchObject({ yes: false, note: null, amount: '12.5000000001' });
    expect(ours.at).toEqual(row.at);
    // Keys left out take the database's defaults.
    const defaults = await db.execute(
      sql`${rowValues(things, { name: 'b', amount: '1' })} RETURNING note`,
    );
    expect(defaults.rows).toEqual([{ note: 'none' }]);
  });

  it('refuses a row that leaves out a column with a JavaScript default', () => {
    const stamped = pgTable('stamped', {
      id: serial('id').primaryKey(),
      at: text('at').$defaultFn(() => 'now'),
    });
    expect(() => rowValues(stamped, {})).toThrow(/JavaScript default/);
    expect(() => rowValues(stamped, { at: 'then' })).not.toThrow();
  });
});
