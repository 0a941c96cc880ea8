import type { Db } from '../db/database';
import { markCommitted } from './idempotency';

/** A database transaction: everything a use case writes goes through one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What runs after a transaction committed (the outbox dispatcher); never after a rollback. */
export interface AfterCommit {
  afterCommit(): void;
}

/**
 * Runs `work` in one database transaction: the use case reads with row locks, posts to the ledger, writes
 * its rows and its outbox events through `tx`, and either all of it commits or none of it. The idempotent
 * request in scope (if any) is marked as carried out in the same transaction. When it committed, `after`
 * is told (the outbox publishes the events); when `work` threw, nothing is published.
 */
export async function withTx<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  after?: AfterCommit,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    await markCommitted(tx);
    return value;
  });
  after?.afterCommit();
  return result;
}

/** Reads: the database, or the transaction a use case is in (never the database from inside one). */
export type Reader = Db | Tx;
