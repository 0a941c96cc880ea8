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
 * and one that died after can never run twice. In claim mode (`RunOptions.claimInTransaction`) the record
 * is made by that transaction itself, so there is nothing to claim before and nothing left by an attempt
 * that died before its commit.
 */
export const IDEMPOTENCY_TTL_MS = 86_400_000;
/** A `running` record older than this died before it committed (the client's timeout is 60 s). */
export const STALE_RUNNING_MS = 120_000;

export interface IdempotencyScope {
  token: string;
  /**
   * The request, when its record is made by its transaction (`claimInTransaction`): no record exists
   * before, and the transaction's mark inserts it, or the transaction rolls back.
   */
  claim?: ClaimTerms | undefined;
  /** A transaction of this request committed its record (claim mode: later ones update it). */
  recorded?: boolean | undefined;
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

/**
 * The transactions whose mark was taken (`takeCommittedMark`; `markCommitted` leaves them alone), with
 * their request and the answer the mark stores (`markTransactionCommitted` reads it after the commit).
 */
const marks = new WeakMap<Tx, { current: IdempotencyScope; answer: StoredAnswer | undefined }>();

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
  if (!current || marks.has(tx)) return null;
  const answer = current.answerOf && result ? current.answerOf(result.value) : undefined;
  marks.set(tx, { current, answer });
  if (current.claim && !current.recorded) {
    // Claim mode: the record is made here, with the effect, if the token is this caller's and unused
    // (checkMark rolls the transaction back otherwise).
    return insertRecord(current.claim, answer ? 'done' : 'committed', answer);
  }
  if (answer) {
    return sql`UPDATE idempotency_records SET state = 'done', http_status = ${answer.httpStatus},
                 response = ${answer.body}
               WHERE token = ${current.token} RETURNING 1`;
  }
  return sql`UPDATE idempotency_records SET state = 'committed'
             WHERE token = ${current.token} AND state = 'running' RETURNING 1`;
}

/**
 * Thrown in a transaction of a request in claim mode whose mark made no record: the token was used
 * already (by a concurrent or earlier attempt), or is not this caller's. The transaction rolls back;
 * `Idempotency.run` answers as for a used or invalid token.
 */
export class ClaimLostError extends Error {
  constructor() {
    super('The idempotency token was taken or is not valid; the transaction rolled back');
  }
}

/** After the mark of `tx` ran and touched `rows` rows: in claim mode, none means the claim was lost. */
export function checkMark(tx: Tx, rows: number): void {
  const pending = marks.get(tx);
  if (pending?.current.claim && !pending.current.recorded && rows === 0) throw new ClaimLostError();
}

/** Inside a use case's transaction: its effect is committed together with this mark. */
export async function markCommitted(tx: Tx, result?: { value: unknown }): Promise<void> {
  const mark = takeCommittedMark(tx, result);
  if (mark) checkMark(tx, (await queryRows(tx, mark)).length);
}

/** After `tx` committed: its mark's record exists, with the answer it stored (if it stored one). */
export function markTransactionCommitted(tx: Tx): void {
  const pending = marks.get(tx);
  if (!pending) return;
  pending.current.recorded = true;
  if (pending.answer) pending.current.stored = pending.answer;
}

/** A request at the time it is claimed. */
type ClaimTerms = IdempotentRequest & { token: string; now: number };

/**
 * The INSERT of a request's record, in `state`, made only if the token is valid for the caller and has
 * no record yet; it returns a row when it made one.
 */
function insertRecord(
  { token, userId, operation, hash, now }: ClaimTerms,
  state: 'running' | 'committed' | 'done',
  answer?: StoredAnswer,
): SQL {
  return sql`INSERT INTO idempotency_records (token, user_id, operation, request_hash, state,
               http_status, response, started_at, expires_at)
             SELECT token, ${userId}::integer, ${operation}::text, ${hash}::text, ${state}::text,
                    ${answer?.httpStatus ?? null}::integer, ${answer?.body ?? null}::text,
                    to_timestamp(${now / 1000}), to_timestamp(${(now + IDEMPOTENCY_TTL_MS) / 1000})
             FROM idempotent_tokens
             WHERE token = ${token} AND expires_at > to_timestamp(${now / 1000})
               AND (user_id IS NULL OR user_id = ${userId}::integer)
             ON CONFLICT (token) DO NOTHING RETURNING 1`;
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

export interface RunOptions {
  /**
   * The request's record is made by the transaction of its effect (see `runClaimingInTransaction`).
   * Only for work whose effects are all in its transactions: a concurrent attempt may run it too, and
   * only its transaction is undone.
   */
  claimInTransaction?: boolean;
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
    { claimInTransaction = false }: RunOptions = {},
  ): Promise<StoredAnswer> {
    const { token } = request;
    if (!token) {
      throw new AppError(
        ErrorCode.IDEMPOTENT_TOKEN_MISSING,
        'X-IDEMPOTENT-TOKEN header is required',
      );
    }
    if (claimInTransaction)
      return this.runClaimingInTransaction({ ...request, token }, work, answerOf);
    const claimed = await this.claim({ ...request, token });
    if (claimed !== 'run') return claimed;
    return this.runClaimed({ token, answerOf }, work);
  }

  /** Runs `work` for a request whose record is `running` (claimed), and stores its answer. */
  private async runClaimed(
    current: IdempotencyScope,
    work: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer> {
    const { token } = current;
    let answer: StoredAnswer;
    try {
      answer = await scope.run(current, work);
    } catch (error) {
      // Nothing was stored for it: if no effect committed, the token may be used again at once.
      await this.db.execute(
        sql`DELETE FROM idempotency_records WHERE token = ${token} AND state = 'running'`,
      );
      throw error;
    }
    return this.store(current, answer);
  }

  /** Stores `answer` in the request's record, unless its transaction stored it already. */
  private async store(current: IdempotencyScope, answer: StoredAnswer): Promise<StoredAnswer> {
    // Stored already, with the effect (see takeCommittedMark).
    if (current.stored?.httpStatus === answer.httpStatus && current.stored.body === answer.body) {
      return answer;
    }
    await this.db.execute(sql`
      UPDATE idempotency_records SET state = 'done', http_status = ${answer.httpStatus},
        response = ${answer.body}
      WHERE token = ${current.token}`);
    return answer;
  }

  /**
   * Claim mode: no record before `work`; its transaction's mark makes it (the token checked there), so
   * the claim costs no statement and no commit of its own. A transaction that finds the token taken or
   * invalid rolls back, and the request is answered as the claim would have answered it: the stored
   * answer, 1101, 1102 or 1103. Two attempts at once may both run `work` up to its transaction; one
   * commits. An answer without a transaction (a refusal) is stored the same way after `work`. A retry
   * after the first attempt's commit runs `work` again too, up to its transaction (or a refusal of the
   * state it finds: the order is closed already), and is answered with the first attempt's answer.
   */
  private async runClaimingInTransaction(
    request: IdempotentRequest & { token: string },
    work: () => Promise<StoredAnswer>,
    answerOf?: (value: unknown) => StoredAnswer,
  ): Promise<StoredAnswer> {
    const { token } = request;
    const claim = { ...request, now: this.clock.now() };
    const current: IdempotencyScope = { token, answerOf, claim };
    let answer: StoredAnswer;
    try {
      answer = await scope.run(current, work);
    } catch (error) {
      // Another attempt has the token (or it is not valid): answer as a claim of it does.
      if (error instanceof ClaimLostError) return this.settleLostClaim(request, work, answerOf);
      // A retry that failed on what its first attempt did (the state it found is not the first's):
      // the first attempt's answer is the answer.
      if (!current.recorded && (await this.hasRecord(token))) {
        return this.settleLostClaim(request, work, answerOf);
      }
      // Nothing committed (or what did holds its record): nothing to undo.
      throw error;
    }
    if (current.recorded) return this.store(current, answer);
    // No transaction of it committed (a refusal): store the answer, if the token is still free.
    const stored = await queryRows(this.db, insertRecord(claim, 'done', answer));
    if (stored.length > 0) return answer;
    return this.settleLostClaim(request, work, answerOf);
  }

  private async hasRecord(token: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`SELECT 1 FROM idempotency_records WHERE token = ${token}`,
    );
    return rows.length > 0;
  }

  /** The answer of a claim-mode request that did not get its record made (see `claim`). */
  private async settleLostClaim(
    request: IdempotentRequest & { token: string },
    work: () => Promise<StoredAnswer>,
    answerOf?: (value: unknown) => StoredAnswer,
  ): Promise<StoredAnswer> {
    const claimed = await this.claim(request);
    if (claimed !== 'run') return claimed;
    // The token was free after all (a concurrent attempt rolled back) or its first attempt is stale:
    // it is claimed now, as outside claim mode.
    return this.runClaimed({ token: request.token, answerOf }, work);
  }

  private async claim(
    request: IdempotentRequest & { token: string },
  ): Promise<'run' | StoredAnswer> {
    const now = this.clock.now();
    const { token, userId, operation, hash } = request;
    // The usual case in one statement: a valid token of this caller, no record yet.
    const fresh = await queryRows(this.db, insertRecord({ ...request, now }, 'running'));
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
