import { PGlite, protocol, type PGlite as PGliteClient } from '@electric-sql/pglite';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindExecuteSync, forDrizzle, PREPARED_LIMIT } from './pgliteClient';

/** Records the first message type of every call into PostgreSQL (parsed or raw); returns the undo. */
function recordCalls(pglite: PGliteClient, record: (first: string) => void): () => void {
  const parsed = vi.spyOn(pglite, 'execProtocolStream');
  parsed.mockImplementation(async function (this: PGliteClient, message, options) {
    record(String.fromCharCode(message[0]!));
    return PGlite.prototype.execProtocolStream.call(pglite, message, options);
  });
  const raw = vi.spyOn(pglite, 'execProtocolRawStream');
  raw.mockImplementation(async function (this: PGliteClient, message, options) {
    record(String.fromCharCode(message[0]!));
    return PGlite.prototype.execProtocolRawStream.call(pglite, message, options);
  });
  return () => {
    parsed.mockRestore();
    raw.mockRestore();
  };
}

describe('the PGlite client drizzle gets', () => {
  describe('against PGlite', () => {
    let pglite: PGlite;
    beforeAll(async () => {
      pglite = await PGlite.create();
      await pglite.exec(
        `CREATE TABLE items (id int PRIMARY KEY, label text, doc jsonb, at timestamptz)`,
      );
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
    it('sets the types drizzle parses itself as text on the instance, not on each query', async () => {
      const spy = vi.spyOn(pglite, 'query');
      const db = drizzle({ client: forDrizzle(pglite) });
      await db.execute(sql`SELECT 1 AS one`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 2 AS two`);
      });
      // No query reaches PGlite's own query (which would copy its parser table) ...
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
      // ... and the instance answers those types as text.
      for (const oid of [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]) {
        expect(pglite.parsers[oid]?.('2026-11-27 10:00:00', oid)).toBe('2026-11-27 10:00:00');
      }
    });

    it('prepares a statement once and runs each later execution as one call into PostgreSQL', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      const calls: number[] = [];
      const restore = recordCalls(pglite, (first) => calls.push(first.charCodeAt(0)));
      const answers = [];
      for (const n of [1, 2, 3])
        answers.push((await db.execute(sql`SELECT ${n}::int + 40 AS v`)).rows[0]);
      restore();
      expect(answers).toEqual([{ v: 41 }, { v: 42 }, { v: 43 }]);
      // Parse ('P') once, then Bind ('B') three times: four calls in all, not eighteen.
      expect(calls.map((c) => String.fromCharCode(c))).toEqual(['P', 'B', 'B', 'B']);
      const named = await pglite.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int + 40%'`,
      );
      expect(named.rows[0]!.n).toBe(1);
    });

    it('serializes parameters as PGlite does: null, numbers, text, JSON and dates', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      const at = new Date('2026-11-27T10:00:00.250Z');
      await db.execute(
        sql`INSERT INTO items VALUES (${1}, ${'a "quoted" text'}, ${JSON.stringify({ a: [1, 2] })}::jsonb, ${at})`,
      );
      await db.execute(sql`INSERT INTO items VALUES (${2}, ${null}, ${null}, ${null})`);
      const rows = (
        await pglite.query(
          `SELECT id, label, doc, at = '2026-11-27T10:00:00.250Z'::timestamptz AS same FROM items ORDER BY id`,
        )
      ).rows;
      expect(rows).toEqual([
        { id: 1, label: 'a "quoted" text', doc: { a: [1, 2] }, same: true },
        { id: 2, label: null, doc: null, same: null },
      ]);
      await pglite.exec('DELETE FROM items');
    });

    it('throws the database error with its code and the query, and the statement works afterwards', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      const insert = (id: number) =>
        db.execute(sql`INSERT INTO items (id, label) VALUES (${id}, 'x')`);
      await insert(10);
      const failure = await insert(10).catch((e: unknown) => e);
      expect((failure as { cause?: { code?: string } }).cause?.code).toBe('23505');
      expect((failure as { cause?: { query?: string } }).cause?.query).toContain(
        'INSERT INTO items',
      );
      // In a transaction the error rolls it back, and the client goes on.
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO items (id, label) VALUES (${11}, 'x')`);
          await tx.execute(sql`INSERT INTO items (id, label) VALUES (${10}, 'x')`);
        }),
      ).rejects.toThrow();
      await insert(12);
      const ids = (await pglite.query<{ id: number }>('SELECT id FROM items ORDER BY id')).rows;
      expect(ids.map((r) => r.id)).toEqual([10, 12]);
      // A statement that does not parse is not kept.
      await expect(db.execute(sql.raw('SELEC 1'))).rejects.toThrow();
      await expect(db.execute(sql.raw('SELEC 1'))).rejects.toThrow();
      await pglite.exec('DELETE FROM items');
    });

    it('keeps a query outside a transaction out of a running transaction', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      const order: string[] = [];
      const tx = db
        .transaction(async (t) => {
          await t.execute(sql`INSERT INTO items (id, label) VALUES (${20}, 'pending')`);
          await new Promise((r) => setTimeout(r, 30));
          order.push('tx');
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 5));
      const seen = db
        .execute(sql`SELECT count(*)::int AS n FROM items WHERE id = ${20}`)
        .then((r) => {
          order.push('outside');
          return r.rows[0];
        });
      await tx;
      // It waited for the transaction, so it never saw the uncommitted row.
      expect(await seen).toEqual({ n: 0 });
      expect(order).toEqual(['tx', 'outside']);
    });

    it('prepares again when a table changed under a statement, and keeps at most the limit prepared', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      await pglite.exec('CREATE TABLE shifting (a int); INSERT INTO shifting VALUES (1)');
      expect((await db.execute(sql`SELECT * FROM shifting`)).rows).toEqual([{ a: 1 }]);
      await pglite.exec('ALTER TABLE shifting ADD COLUMN b int');
      expect((await db.execute(sql`SELECT * FROM shifting`)).rows).toEqual([{ a: 1, b: null }]);

      for (let i = 0; i < PREPARED_LIMIT + 20; i++) await db.execute(sql.raw(`SELECT ${i} AS n`));
      const count = await pglite.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'drz_%'`,
      );
      expect(count.rows[0]!.n).toBeLessThanOrEqual(PREPARED_LIMIT + 1);
      expect(count.rows[0]!.n).toBeGreaterThan(PREPARED_LIMIT / 2);
    });
    it('sends BEGIN with the first statement and COMMIT as one call, and nothing for an empty transaction', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      const insert = (tx: Pick<typeof db, 'execute'>, id: number) =>
        tx.execute(sql`INSERT INTO items (id, label) VALUES (${id}, 'tx')`);
      await db.transaction(async (tx) => insert(tx, 30)); // prepared now
      const calls: string[] = [];
      const restore = recordCalls(pglite, (first) => calls.push(first));
      const answer = await db.transaction(async (tx) => {
        await insert(tx, 31);
        await insert(tx, 32);
        return (await tx.execute(sql`SELECT count(*)::int AS n FROM items WHERE label = 'tx'`))
          .rows[0];
      });
      expect(answer).toEqual({ n: 3 });
      // BEGIN ('Q') with the first Bind; the second Bind; the count is new (its Parse, led by the Close
      // of statements evicted earlier, then its Bind); COMMIT ('Q'). PGlite's own would send 4 + 18.
      expect(calls).toHaveLength(5);
      expect([calls[0], calls[1], calls[3], calls[4]]).toEqual(['Q', 'B', 'B', 'Q']);
      calls.length = 0;
      expect(await db.transaction(async () => 'nothing')).toBe('nothing');
      expect(calls).toEqual([]);
      restore();
      expect(pglite.isInTransaction()).toBe(false);
      await pglite.exec('DELETE FROM items');
    });

    it('never reports a commit when a statement failed and the work went on', async () => {
      const db = drizzle({ client: forDrizzle(pglite) });
      await db.execute(sql`INSERT INTO items (id, label) VALUES (${40}, 'kept')`);
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO items (id, label) VALUES (${41}, 'lost')`);
          await tx
            .execute(sql`INSERT INTO items (id, label) VALUES (${40}, 'dup')`)
            .catch(() => undefined);
          return 'done';
        }),
      ).rejects.toMatchObject({ code: '25P02' });
      // A transaction whose first statement fails (BEGIN went with it) is rolled back too.
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO items (id, label) VALUES (${40}, 'dup')`);
        }),
      ).rejects.toThrow();
      expect(pglite.isInTransaction()).toBe(false);
      const rows = (await pglite.query<{ id: number }>('SELECT id FROM items ORDER BY id')).rows;
      expect(rows.map((r) => r.id)).toEqual([40]);
      await pglite.exec('DELETE FROM items');
    });
  });
});

describe('bindExecuteSync', () => {
  it('writes the bytes of PGlite’s bind, execute and sync for text parameters', () => {
    const concat = (parts: Uint8Array[]) => Buffer.concat(parts.map((p) => Buffer.from(p)));
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.array(fc.option(fc.string({ unit: 'grapheme', maxLength: 300 }), { nil: null }), {
          maxLength: 40,
        }),
        (statement, values) => {
          const expected = concat([
            protocol.serialize.bind({ statement, values }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]);
          expect(Buffer.from(bindExecuteSync(statement, values))).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
