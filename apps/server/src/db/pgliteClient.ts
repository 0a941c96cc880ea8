import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

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
type Queryable = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

/** A query's options without per-query parsers (the instance has them). */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _instanceHasThem, ...rest } = options;
  return rest;
}

function queryWithoutParsers(target: Queryable): PGlite['query'] {
  return ((query: string, params?: unknown[], options?: QueryOptions) =>
    target.query(query, params, withoutParsers(options))) as PGlite['query'];
}

/**
 * The PGlite client drizzle gets. drizzle passes its parsers with every query, and PGlite then copies
 * its whole parser table (over 300 entries, one per type and array type) into a new object for each
 * query: about 85 µs of a 110 µs `SELECT 1`, on every statement. The same parsers are set once on the
 * instance here (after PGlite registered its array types, which would otherwise replace the array
 * ones), and each query's own are dropped, in and out of transactions. Nothing else reads this
 * instance's parsers: the server reaches the database only through drizzle.
 */
export function forDrizzle(client: PGlite): PGlite {
  for (const oid of AS_TEXT) client.parsers[oid] = (value: string) => value;
  const query = queryWithoutParsers(client);
  const transaction: PGlite['transaction'] = (work) =>
    client.transaction((tx) =>
      work(
        new Proxy(tx, {
          get: (target, key) =>
            key === 'query' ? queryWithoutParsers(target) : Reflect.get(target, key),
        }),
      ),
    );
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
