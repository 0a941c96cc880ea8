import type { Db } from '../db/database';
import { markCommitted, markTransactionCommitted } from './idempotency';

/** A database transaction: everything a use case writes goes through one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TxOptions {
  /**
   * What the transaction returns is the answer of the idempotent request in scope, as it is: the
   * answer is stored with the effect (see takeCommittedMark). Only for a result sent unchanged.
   */
  answer?: boolean;
}

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
  options: TxOptions = {},
): Promise<T> {
  let ran: Tx | undefined;
  const result = await db.transaction(async (tx) => {
    ran = tx;
    const value = await work(tx);
    await markCommitted(tx, options.answer ? { value } : undefined);
    return value;
  });
  markTransactionCommitted(ran!);
  after?.afterCommit();
  return result;
}

/** Reads: the database, or the transaction a use case is in (never the database from inside one). */
export type Reader = Db | Tx;
