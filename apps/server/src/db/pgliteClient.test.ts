import { PGlite, type PGlite as PGliteClient } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forDrizzle } from './pgliteClient';

/** Every query drizzle sends, with the options it reached PGlite with. */
function recordingClient() {
  const calls: { text: string; options: Record<string, unknown> | undefined }[] = [];
  const answer = async (text: string, _params?: unknown[], options?: Record<string, unknown>) => {
    calls.push({ text, options });
    return { rows: [], fields: [], affectedRows: 0 };
  };
  const client = {
    parsers: {} as Record<number, (value: string) => unknown>,
    query: answer,
    transaction: async (work: (tx: { query: typeof answer }) => Promise<unknown>) =>
      work({ query: answer }),
  };
  return { client: client as unknown as PGliteClient, calls, parsers: client.parsers };
}

describe('the PGlite client drizzle gets', () => {
  it('sends no per-query parsers, in or out of a transaction, and keeps the row mode', async () => {
    const { client, calls, parsers } = recordingClient();
    const db = drizzle({ client: forDrizzle(client) });
    await db.execute(sql`SELECT 1 AS outside`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 2 AS inside`);
    });
    const ours = calls.filter((c) => /outside|inside/.test(c.text));
    expect(ours).toHaveLength(2);
    for (const call of ours) {
      expect(call.options).toBeDefined();
      expect(call.options).not.toHaveProperty('parsers');
      expect(call.options!.rowMode).toBe('object');
    }
    // The instance answers those types as text instead.
    for (const oid of [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]) {
      expect(parsers[oid]?.('2026-11-27 10:00:00')).toBe('2026-11-27 10:00:00');
    }
  });

  describe('against PGlite', () => {
    let pglite: PGlite;
    beforeAll(async () => {
      pglite = await PGlite.create();
    });
    afterAll(async () => {
      await pglite.close();
    });

    const probe = `SELECT '2026-11-27 10:00:00.5'::timestamp AS ts,
                          '2026-11-27 10:00:00.5+00'::timestamptz AS tstz,
                          '2026-11-27'::date AS day, '1 day 02:00'::interval AS span,
                          ARRAY[1.50, 2]::numeric[] AS amounts,
                          ARRAY['2026-11-27 10:00'::timestamp] AS stamps,
                          ARRAY['2026-11-27'::date] AS days,
                          1.10::numeric AS amount, 7::int AS n, true AS yes, '{"a":1}'::jsonb AS doc`;

    it('answers every type as drizzle asked for it with per-query parsers, in and out of a transaction', async () => {
      // What drizzle's own session asks PGlite for (its parsers on each query), on a plain client.
      const asText = (value: string) => value;
      const drizzleParsers = Object.fromEntries(
        [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
      );
      const expected = (
        await pglite.query(probe, [], { rowMode: 'object', parsers: drizzleParsers })
      ).rows[0];
      expect(expected).toMatchObject({ ts: '2026-11-27 10:00:00.5', amounts: '{1.50,2}', n: 7 });

      const db = drizzle({ client: forDrizzle(pglite) });
      const outside = (await db.execute(sql.raw(probe))).rows[0];
      const inside = await db.transaction(async (tx) => (await tx.execute(sql.raw(probe))).rows[0]);
      expect(outside).toEqual(expected);
      expect(inside).toEqual(expected);
    });

    it('still commits and rolls back through the wrapped transaction', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      await db.execute(sql`CREATE TABLE IF NOT EXISTS t (v int)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (1)`);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO t VALUES (2)`);
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect((await pglite.query('SELECT v FROM t')).rows).toEqual([{ v: 1 }]);
    });
  });
});
