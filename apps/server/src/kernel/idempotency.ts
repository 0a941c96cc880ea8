import { createHash } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { Clock } from './clock';
import { AppError, ErrorCode } from './errors';
import type { Tx } from './tx';

/**
 * Idempotency of the contract's `x-idempotent` operations (spec §7; ARCHITECTURE.md "Idempotency").
 * A token comes from `/common/getToken`; the first request with it claims a record, runs, and stores its
 * answer for 24 h. The same token and body get the stored answer again; another body gets 1102; a
 * request while the first still runs gets 1103 (wait and retry); an unknown or expired token 1101; no
 * token 1100.
 *
 * Exactly once: the use case's transaction marks the record `committed` (withTx does it for the request
 * in scope), so a first attempt that died before its effect committed can be run again once it is stale,
 * and one that died after can never run twice.
 */
export const IDEMPOTENCY_TTL_MS = 86_400_000;
/** A `running` record older than this died before it committed (the client's timeout is 60 s). */
export const STALE_RUNNING_MS = 120_000;

export interface IdempotencyScope {
  token: string;
  /**
   * The answer the request sends when it answers with `value`: a transaction whose result is the
   * request's answer stores it with its effect.
   */
  answerOf?: ((value: unknown) => StoredAnswer) | undefined;
  /** The answer a committed transaction of this request stored with its effect, if one did. */
  stored?: StoredAnswer | undefined;
}

const scope = new AsyncLocalStorage<IdempotencyScope>();

/** The idempotent request the current code runs for, if any. */
export const currentIdempotency = () => scope.getStore();

/** The transactions whose mark was taken (`takeCommittedMark`): `markCommitted` leaves them alone. */
const marked = new WeakSet<Tx>();
/** The answer a transaction's mark stores, until the transaction commits (`markTransactionCommitted`). */
const storing = new WeakMap<Tx, { current: IdempotencyScope; answer: StoredAnswer }>();

/**
 * The mark of the idempotent request in scope as a statement for the caller to run in `tx` as part of
 * one of its own (the kernel puts it in the INSERT of the transaction's events), or null outside a
 * request or when it was taken already. Once taken, `markCommitted` does not write it again.
 *
 * With the transaction's `result` being the request's answer (the use case says so, and the request
 * knows how to write it: `answerOf`), the mark is the stored answer itself: the record is `done` when
 * the effect commits, one statement fewer than marking it `committed` and storing the answer after.
 * `Idempotency.run` stores the answer it sends again if that differs.
 */
export function takeCommittedMark(tx: Tx, result?: { value: unknown }): SQL | null {
  const current = scope.getStore();
  if (!current || marked.has(tx)) return null;
  marked.add(tx);
  if (current.answerOf && result) {
    const answer = current.answerOf(result.value);
    storing.set(tx, { current, answer });
    return sql`UPDATE idempotency_records SET state = 'done', http_status = ${answer.httpStatus},
                 response = ${answer.body}
               WHERE token = ${current.token}`;
  }
  return sql`UPDATE idempotency_records SET state = 'committed' WHERE token = ${current.token} AND state = 'running'`;
}

/** Inside a use case's transaction: its effect is committed together with this mark. */
export async function markCommitted(tx: Tx, result?: { value: unknown }): Promise<void> {
  const mark = takeCommittedMark(tx, result);
  if (mark) await tx.execute(mark);
}

/** After `tx` committed: the answer its mark stored is the request's stored answer. */
export function markTransactionCommitted(tx: Tx): void {
  const pending = storing.get(tx);
  if (pending) pending.current.stored = pending.answer;
}

/** A stable hash of what the request asks for: operation, path and query parameters, body. */
export function requestHash(operation: string, parts: unknown): string {
  return createHash('sha256')
    .update(operation)
    .update('\0')
    .update(canonicalJson(parts))
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export interface StoredAnswer {
  httpStatus: number;
  /** The JSON body as sent. */
  body: string;
}

export interface IdempotentRequest {
  token: string | undefined;
  userId: number | null;
  operation: string;
  hash: string;
}

interface RecordRow {
  operation: string;
  requestHash: string;
  state: 'running' | 'committed' | 'done';
  httpStatus: number | null;
  response: string | null;
  startedMs: string;
}

export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `work` at most once per token and answers every request with that token with the first answer.
   * `work` returns the answer to store; it throws only for answers that must not be stored (server errors
   * before any effect committed: a retry may run it again).
   */
  async run(
    request: IdempotentRequest,
    work: () => Promise<StoredAnswer>,
    answerOf?: (value: unknown) => StoredAnswer,
  ): Promise<StoredAnswer> {
    const { token } = request;
    if (!token) {
      throw new AppError(
        ErrorCode.IDEMPOTENT_TOKEN_MISSING,
        'X-IDEMPOTENT-TOKEN header is required',
      );
    }
    const claimed = await this.claim({ ...request, token });
    if (claimed !== 'run') return claimed;
    let answer: StoredAnswer;
    const current: IdempotencyScope = { token, answerOf };
    try {
      answer = await scope.run(current, work);
    } catch (error) {
      // Nothing was stored for it: if no effect committed, the token may be used again at once.
      await this.db.execute(
        sql`DELETE FROM idempotency_records WHERE token = ${token} AND state = 'running'`,
      );
      throw error;
    }
    // Stored already, with the effect (see takeCommittedMark).
    if (current.stored?.httpStatus === answer.httpStatus && current.stored.body === answer.body) {
      return answer;
    }
    await this.db.execute(sql`
      UPDATE idempotency_records SET state = 'done', http_status = ${answer.httpStatus},
        response = ${answer.body}
      WHERE token = ${token}`);
    return answer;
  }

  private async claim(
    request: IdempotentRequest & { token: string },
  ): Promise<'run' | StoredAnswer> {
    const now = this.clock.now();
    const { token, userId, operation, hash } = request;
    // The usual case in one statement: a valid token of this caller, no record yet.
    const fresh = await queryRows<{ token: string }>(
      this.db,
      sql`INSERT INTO idempotency_records (token, user_id, operation, request_hash, state, started_at, expires_at)
          SELECT token, ${userId}::integer, ${operation}::text, ${hash}::text, 'running',
                 to_timestamp(${now / 1000}), to_timestamp(${(now + IDEMPOTENCY_TTL_MS) / 1000})
          FROM idempotent_tokens
          WHERE token = ${token} AND expires_at > to_timestamp(${now / 1000})
            AND (user_id IS NULL OR user_id = ${userId}::integer)
          ON CONFLICT (token) DO NOTHING RETURNING token`,
    );
    if (fresh.length > 0) return 'run';
    // Otherwise: which refusal, or the stored answer, or a stale first attempt to run again.
    return this.db.transaction(async (tx) => {
      const [issued] = await queryRows<{ userId: number | null }>(
        tx,
        sql`SELECT user_id AS "userId" FROM idempotent_tokens
            WHERE token = ${token} AND expires_at > to_timestamp(${now / 1000})`,
      );
      if (!issued || (issued.userId !== null && issued.userId !== userId)) {
        throw new AppError(
          ErrorCode.IDEMPOTENT_TOKEN_INVALID,
          'Unknown or expired X-IDEMPOTENT-TOKEN; get a new one for a new request',
        );
      }
      const inserted = await queryRows<{ token: string }>(
        tx,
        sql`INSERT INTO idempotency_records (token, user_id, operation, request_hash, state, started_at, expires_at)
            VALUES (${token}, ${userId}, ${operation}, ${hash}, 'running', to_timestamp(${now / 1000}),
                    to_timestamp(${(now + IDEMPOTENCY_TTL_MS) / 1000}))
            ON CONFLICT (token) DO NOTHING RETURNING token`,
      );
      if (inserted.length > 0) return 'run';
      const [row] = await queryRows<RecordRow>(
        tx,
        sql`SELECT operation, request_hash AS "requestHash", state, http_status AS "httpStatus", response,
                   (EXTRACT(EPOCH FROM started_at) * 1000)::bigint::text AS "startedMs"
            FROM idempotency_records WHERE token = ${token} FOR UPDATE`,
      );
      if (!row) throw new AppError(ErrorCode.IDEMPOTENT_IN_PROGRESS, 'Request in progress; retry');
      if (row.operation !== operation || row.requestHash !== hash) {
        throw new AppError(
          ErrorCode.IDEMPOTENT_TOKEN_REUSED,
          'This X-IDEMPOTENT-TOKEN was used for a different request; get a new token for a new request',
        );
      }
      if (row.state === 'done')
        return { httpStatus: row.httpStatus ?? 200, body: row.response ?? '' };
      if (row.state === 'running' && now - Number(row.startedMs) > STALE_RUNNING_MS) {
        // The first attempt died before its effect committed: this one runs it.
        await tx.execute(sql`UPDATE idempotency_records SET started_at = to_timestamp(${now / 1000})
                             WHERE token = ${token}`);
        return 'run';
      }
      throw new AppError(
        ErrorCode.IDEMPOTENT_IN_PROGRESS,
        row.state === 'committed'
          ? 'This request was carried out and its answer is being stored; check its result before doing anything else'
          : 'The first request with this token is still running; wait and retry with the same token',
      );
    });
  }

  /** Removes records and tokens past their 24 h (a job). */
  async prune(): Promise<number> {
    const now = this.clock.now() / 1000;
    const records = await queryRows<{ token: string }>(
      this.db,
      sql`DELETE FROM idempotency_records WHERE expires_at < to_timestamp(${now}) RETURNING token`,
    );
    await this.db.execute(
      sql`DELETE FROM idempotent_tokens WHERE expires_at < to_timestamp(${now})`,
    );
    return records.length;
  }
}
