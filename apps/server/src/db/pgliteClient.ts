import { parse, protocol, types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { afterFirstReady, readAnswer } from './pgAnswer';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

/**
 * The types drizzle wants as PostgreSQL's text (it parses them itself): timestamps, dates, intervals
 * and the arrays of those and of numeric. drizzle's PGlite session asks for them with every query.
 */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

type QueryOptions = Parameters<PGlite['query']>[2];
type Results = Awaited<ReturnType<PGlite['query']>>;
/** A query's options without per-query parsers (the instance has them). */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _instanceHasThem, ...rest } = options;
  return rest;
}

type Query = (query: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/** A statement prepared once under a name, with the parameter types PostgreSQL inferred for it. */
interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /**
   * The columns it answers with (PostgreSQL's RowDescription: its fields are the columns `readAnswer`
   * reads rows by), null for a statement without rows.
   */
  readonly rowDescription: RowDescription | null;
}

/** How many distinct statements stay prepared; the least recently used one is closed beyond that. */
export const PREPARED_LIMIT = 256;

/** SQLSTATEs after which a prepared statement is dropped (a changed result type; a vanished name). */
const STALE_STATEMENT = new Set(['0A000', '26000']);

function isStale(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STALE_STATEMENT.has(code);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Execute (the unnamed portal, every row) and Sync, as PGlite's serializer writes them. */
const EXECUTE_SYNC = new Uint8Array([69, 0, 0, 0, 9, 0, 0, 0, 0, 0, 83, 0, 0, 0, 4]);

/**
 * Bind of `statement` with text parameters and text results, then Execute and Sync, in one buffer:
 * the bytes of PGlite's `serialize.bind`, `execute` and `sync` (checked in the tests), written at once
 * instead of through its growing writer (about a tenth of the time, on every execution).
 */
export function bindExecuteSync(statement: string, values: readonly (string | null)[]): Uint8Array {
  const count = values.length;
  const lengths = new Array<number>(count);
  // 'B', its length, the unnamed portal, the statement, the parameters' formats and values, and the
  // results' format count (0: all text).
  let size = 1 + 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * count + 2 + 2;
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    const length = value === null ? -1 : Buffer.byteLength(value);
    lengths[i] = length;
    size += 4 + (length > 0 ? length : 0);
  }
  const out = Buffer.allocUnsafeSlow(size + EXECUTE_SYNC.length);
  let at = 0;
  out[at++] = 66;
  at = out.writeInt32BE(size - 1, at);
  out[at++] = 0;
  at += out.write(statement, at, 'utf8');
  out[at++] = 0;
  at = out.writeUInt16BE(count, at);
  out.fill(0, at, at + 2 * count);
  at += 2 * count;
  at = out.writeUInt16BE(count, at);
  for (let i = 0; i < count; i++) {
    const length = lengths[i]!;
    at = out.writeInt32BE(length, at);
    if (length > 0) at += out.write(values[i]!, at, 'utf8');
  }
  at = out.writeInt16BE(0, at);
  out.set(EXECUTE_SYNC, at);
  return out;
}

/** An answer's bytes as PGlite's parser reads them, and the error among them, if any. */
function parseAnswer(bytes: Uint8Array): {
  messages: BackendMessage[];
  error: BackendMessage | undefined;
} {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (m) => messages.push(m));
  return { messages, error: messages.find((m) => m.name === 'error') };
}

/** PGlite's own wording of a failed query: the error with the query and its parameters attached. */
function withQuery(
  error: unknown,
  text: string,
  params: unknown[],
  options: QueryOptions,
): unknown {
  if (error instanceof Error && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

/**
 * Queries through named prepared statements, one WASM call per execution. PGlite's `query` sends
 * an unnamed Parse, Describe, Bind, Describe, Execute and Sync as six calls into PostgreSQL, so every
 * statement is parsed, analysed and planned again and crosses into WASM six times. Here a statement
 * is parsed once under a name (its parameter types and columns read then), and each execution is
 * one buffer of Bind, Execute and Sync; PostgreSQL keeps the statement's plan (a generic one once it
 * is not costlier than custom ones, its own rule). Results are parsed by PGlite's own parser with
 * the instance's parsers and the columns read at the Parse, parameters serialized by its
 * serializers, exactly as `query` does.
 */
class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();
  private readonly closing: string[] = [];
  private next = 0;
  /** A BEGIN that travels with the transaction's first message (see `forDrizzle`). */
  private prefix: Uint8Array | null = null;

  constructor(private readonly client: PGlite) {}

  /**
   * Runs one query; the caller holds PGlite's query lock. Outside a transaction a statement whose
   * plan went stale (a table changed under it) is prepared again and run once more: it failed before
   * doing anything. Inside one the error stands, as the transaction is aborted by then.
   */
  async run(
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results> {
    try {
      return await this.runOnce(text, params, options);
    } catch (error) {
      if (inTransaction || !isStale(error)) throw error;
      return this.runOnce(text, params, options);
    }
  }

  private async runOnce(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const client = this.client;
    let prepared = this.statements.get(text);
    if (prepared) {
      // Most recently used last, so the first key is the one to close.
      this.statements.delete(text);
      this.statements.set(text, prepared);
    } else {
      prepared = await this.prepare(text, options);
    }
    let texts = true;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      const serialized: unknown = serializer ? serializer(value) : String(value);
      if (typeof serialized !== 'string') texts = false;
      return serialized as string;
    });
    const message = texts
      ? bindExecuteSync(prepared.name, values)
      : // A binary parameter: PGlite's serializer writes its format.
        concat([
          protocol.serialize.bind({ statement: prepared.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
    const bytes = await this.sendRaw(message);
    // Its columns as described when it was prepared (they cannot change under a prepared statement):
    // not asked for again on each execution, nor parsed again.
    const answer = readAnswer(
      bytes,
      prepared.rowDescription?.fields ?? null,
      client.parsers,
      options?.rowMode,
    );
    if (answer) return answer as Results;
    // Anything else (an error, a notice): PGlite's parser reads it, and an error is thrown as its
    // query throws it.
    const { messages, error } = parseAnswer(bytes);
    if (error) {
      if (isStale(error)) this.forget(text);
      throw withQuery(error, text, params, options);
    }
    if (prepared.rowDescription) messages.unshift(prepared.rowDescription);
    return parse.parseResults(messages, client.parsers, options)[0]!;
  }

  private async prepare(text: string, options: QueryOptions): Promise<Prepared> {
    const name = `drz_${(this.next++).toString(36)}`;
    const parts = this.closing
      .splice(0)
      .map((old) => protocol.serialize.close({ type: 'S', name: old }));
    parts.push(
      protocol.serialize.parse({
        name,
        text,
        ...(options?.paramTypes ? { types: options.paramTypes } : {}),
      }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    let messages;
    try {
      messages = await this.send(parts);
    } catch (error) {
      throw withQuery(error, text, [], options);
    }
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription:
        (messages.find((m) => m.name === 'rowDescription') as RowDescription | undefined) ?? null,
    };
    this.statements.set(text, prepared);
    if (this.statements.size > PREPARED_LIMIT) this.forget(this.statements.keys().next().value!);
    return prepared;
  }

  /** Sends BEGIN with the next message of this session (the caller holds the transaction lock). */
  beginWithNext(): void {
    this.prefix = protocol.serialize.query('BEGIN');
  }

  /** Sends nothing more for a transaction that ran no statement (its BEGIN was never sent). */
  dropBegin(): boolean {
    const pending = this.prefix !== null;
    this.prefix = null;
    return pending;
  }

  /** Runs one simple-protocol statement (COMMIT, ROLLBACK) as one call; answers its command tag. */
  async simple(text: string): Promise<string | undefined> {
    const bytes = await this.sendRaw(protocol.serialize.query(text));
    const answer = readAnswer(bytes, null, this.client.parsers, undefined);
    if (answer) return answer.command;
    const { messages, error } = parseAnswer(bytes);
    if (error) throw withQuery(error, text, [], undefined);
    return parse.parseResults(messages, this.client.parsers)[0]?.command;
  }

  /**
   * One call into PostgreSQL with `parts` (`sendRaw`), its answer parsed by PGlite's parser; an error
   * in it is thrown, as PGlite's own calls throw it.
   */
  private async send(parts: readonly Uint8Array[]): Promise<BackendMessage[]> {
    const { messages, error } = parseAnswer(await this.sendRaw(concat(parts)));
    if (error) throw error;
    return messages;
  }

  /**
   * One call into PostgreSQL with `message`, after a pending BEGIN: the answer's bytes as PostgreSQL
   * wrote them, not parsed (a database error is in them, not thrown), the BEGIN's own answer (up to
   * its ReadyForQuery) left out. The BEGIN counts as sent even when the call fails.
   */
  private async sendRaw(message: Uint8Array): Promise<Uint8Array> {
    const prefix = this.prefix;
    this.prefix = null;
    const chunks: Uint8Array[] = [];
    await this.client.execProtocolRawStream(prefix ? concat([prefix, message]) : message, {
      syncToFs: false,
      onRawData: (data) => chunks.push(data.slice()),
    });
    const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks);
    return prefix ? afterFirstReady(bytes) : bytes;
  }

  /** Drops a statement; PostgreSQL closes it with the next Parse. */
  private forget(text: string): void {
    const prepared = this.statements.get(text);
    if (!prepared) return;
    this.statements.delete(text);
    this.closing.push(prepared.name);
  }
}

/** One set of prepared statements per PGlite instance (their names are the session's). */
const PREPARED = new WeakMap<PGlite, PreparedStatements>();

/**
 * The PGlite client drizzle gets.
 *
 * - drizzle passes its parsers with every query, and PGlite then copies its whole parser table (over
 *   300 entries) into a new object for each query: about 85 µs of a 110 µs `SELECT 1`. The same
 *   parsers are set once on the instance here (after PGlite registered its array types, which would
 *   otherwise replace the array ones), and each query's own are dropped. Nothing else reads this
 *   instance's parsers: the server reaches the database only through drizzle.
 * - Queries run as named prepared statements (see PreparedStatements), under the same locks PGlite's
 *   `query` takes: the transaction lock and then the query lock outside a transaction, the query lock
 *   inside one (whose transaction holds the other). A query with a blob (COPY) goes to PGlite's own.
 * - Transactions run under PGlite's transaction lock as its own do, with two calls fewer: BEGIN goes
 *   in the same call as the first statement, and COMMIT or ROLLBACK is one call (PGlite sends each as
 *   two); a transaction that ran no statement sends none. A COMMIT that PostgreSQL answers with
 *   ROLLBACK (a statement failed and the work went on) throws, as PGlite's does.
 */
export function forDrizzle(client: PGlite): PGlite {
  for (const oid of AS_TEXT) client.parsers[oid] = (value: string) => value;
  let statements = PREPARED.get(client);
  if (!statements) PREPARED.set(client, (statements = new PreparedStatements(client)));
  const query: Query = async (text, params = [], options) => {
    const rest = withoutParsers(options);
    if (rest?.blob) return client.query(text, params, rest);
    await client._checkReady();
    const results = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => statements.run(text, params, rest, false)),
    );
    await client.syncToFs();
    return results;
  };
  const transaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    await client._checkReady();
    return client._runExclusiveTransaction(async () => {
      let closed = false;
      statements.beginWithNext();
      const tx = {
        query: (text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (closed) throw new Error('Transaction is closed');
          return client._runExclusiveQuery(() =>
            statements.run(text, params, withoutParsers(options), true),
          );
        },
        get closed() {
          return closed;
        },
      };
      const end = async (command: 'COMMIT' | 'ROLLBACK') => {
        closed = true;
        // Nothing was sent: no transaction was opened, there is nothing to end.
        if (statements.dropBegin()) return undefined;
        return client._runExclusiveQuery(() => statements.simple(command));
      };
      let result: T;
      try {
        result = await work(tx as unknown as Transaction);
      } catch (error) {
        if (!closed) await end('ROLLBACK');
        throw error;
      }
      // A transaction whose statement failed ends in ROLLBACK whatever the work did with the error.
      if ((await end('COMMIT')) === 'ROLLBACK') {
        throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
          code: '25P02',
        });
      }
      return result;
    });
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
