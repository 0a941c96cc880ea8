import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterFirstReady, readAnswer, type Column } from './pgAnswer';

type Message = Parameters<typeof parse.parseResults>[0][number];

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('reading an answer straight from the wire', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, v text)`);
  });
  afterAll(async () => {
    await pg.close();
  });

  /** Prepares `text` as `name`; its columns (RowDescription) as PostgreSQL described them. */
  async function prepare(name: string, text: string) {
    const messages = await pg.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    return messages.find((m) => m.name === 'rowDescription') ?? null;
  }

  async function execute(name: string, values: (string | null)[] = [], prefix?: Uint8Array) {
    const chunks: Uint8Array[] = [];
    const parts = [
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    await pg.execProtocolRawStream(concat(prefix ? [prefix, ...parts] : parts), {
      onRawData: (d) => chunks.push(d.slice()),
    });
    return concat(chunks);
  }

  function pglites(bytes: Uint8Array, description: Message | null, rowMode: 'array' | 'object') {
    const messages: Message[] = [];
    new protocol.Parser().parse(bytes, (m) => messages.push(m));
    if (description) messages.unshift(description);
    return parse.parseResults(messages, pg.parsers, { rowMode })[0];
  }

  const columnsOf = (description: Message | null): Column[] | null =>
    description
      ? (description as unknown as { fields: Column[] }).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }))
      : null;

  it('gives what PGlite parses: every type, nulls, text beyond ASCII, both row modes', async () => {
    const description = await prepare(
      'all',
      `SELECT $1::text AS label, 7::int AS n, 9007199254740993::int8 AS big, 1.50::numeric AS amount,
              true AS yes, NULL::text AS nothing, '{"a":[1,2]}'::jsonb AS doc,
              '2026-11-27 10:00:00+00'::timestamptz AS at, ARRAY[1,2]::int[] AS list, 2.5::float8 AS f
       FROM generate_series(1, 3)`,
    );
    const bytes = await execute('all', ['گزارش — 报告 ✓']);
    for (const rowMode of ['array', 'object'] as const) {
      const ours = readAnswer(bytes, columnsOf(description), pg.parsers, rowMode);
      expect(ours).not.toBeNull();
      expect(ours).toEqual(pglites(bytes, description, rowMode));
    }
    expect(readAnswer(bytes, columnsOf(description), pg.parsers, 'object')?.rows[0]).toMatchObject({
      label: 'گزارش — 报告 ✓',
      nothing: null,
      doc: { a: [1, 2] },
      list: [1, 2],
    });
  });

  it('counts the rows a statement without columns changed', async () => {
    expect(await prepare('ins', `INSERT INTO t VALUES ($1, $2)`)).toBeNull();
    const bytes = await execute('ins', ['1', 'one']);
    const ours = readAnswer(bytes, null, pg.parsers, 'object');
    expect(ours).toEqual(pglites(bytes, null, 'object'));
    expect(ours).toMatchObject({ command: 'INSERT', affectedRows: 1, rows: [] });
  });

  it('leaves an error to PGlite (null), and reads what follows a BEGIN sent in front', async () => {
    const failed = await execute('ins', ['1', 'again']);
    expect(readAnswer(failed, null, pg.parsers, 'object')).toBeNull();

    await prepare('one', `SELECT v FROM t WHERE id = $1`);
    const bytes = await execute('one', ['1'], protocol.serialize.query('BEGIN'));
    expect(readAnswer(bytes, [{ name: 'v', dataTypeID: 25 }], pg.parsers, 'object')).toBeNull();
    expect(
      readAnswer(afterFirstReady(bytes), [{ name: 'v', dataTypeID: 25 }], pg.parsers, 'object'),
    ).toMatchObject({ rows: [{ v: 'one' }], command: 'SELECT', rowCount: 1 });
    await pg.exec('ROLLBACK');
  });

  it('refuses rows whose width is not the columns it was given', async () => {
    const description = await prepare('two', `SELECT 1 AS a, 2 AS b`);
    const bytes = await execute('two');
    expect(readAnswer(bytes, columnsOf(description)!.slice(0, 1), pg.parsers, 'array')).toBeNull();
    expect(readAnswer(bytes, null, pg.parsers, 'array')).toBeNull();
  });
});
