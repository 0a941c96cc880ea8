import { isDecimalString } from '@repo/api-schema/money';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './database';

export class InsufficientBalanceError extends Error {
  constructor(
    readonly userId: number,
    readonly currency: string,
  ) {
    super(`Insufficient ${currency} balance for user ${userId}`);
    this.name = 'InsufficientBalanceError';
  }
}

export interface LedgerEntryInput {
  userId: number;
  currency: string;
  /** Signed decimal string: positive credits, negative debits. */
  amount: string;
  kind: string;
  reference?: string | undefined;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The only way a balance changes: each entry updates the balance with a guarded statement (it cannot go
 * below zero: the WHERE clause refuses, and a CHECK constraint backs it) and writes the ledger row, all in
 * one transaction. Either every entry applies or none does.
 */
export async function postLedgerEntries(db: Db, entries: readonly LedgerEntryInput[]) {
  for (const entry of entries) {
    if (!isDecimalString(entry.amount) || /^-?0*(\.0*)?$/.test(entry.amount)) {
      throw new Error(`A ledger amount must be a non-zero decimal string, got ${entry.amount}`);
    }
  }
  return db.transaction(async (tx) => {
    const after: string[] = [];
    for (const entry of entries) after.push(await postOne(tx, entry));
    return after;
  });
}

async function postOne(tx: Tx, entry: LedgerEntryInput): Promise<string> {
  await tx.execute(
    sql`INSERT INTO balances (user_id, currency) VALUES (${entry.userId}, ${entry.currency}) ON CONFLICT DO NOTHING`,
  );
  const updated = await queryRows<{ available: string }>(
    tx,
    sql`
    UPDATE balances SET available = available + ${entry.amount}::numeric
    WHERE user_id = ${entry.userId} AND currency = ${entry.currency}
      AND available + ${entry.amount}::numeric >= 0
    RETURNING available::text AS available`,
  );
  const row = updated[0];
  if (!row) throw new InsufficientBalanceError(entry.userId, entry.currency);
  await tx.execute(sql`
    INSERT INTO ledger_entries (user_id, currency, amount, balance_after, kind, reference)
    VALUES (${entry.userId}, ${entry.currency}, ${entry.amount}::numeric, ${row.available}::numeric,
            ${entry.kind}, ${entry.reference ?? null})`);
  return row.available;
}

export interface BalanceView {
  currency: string;
  available: string;
  frozen: string;
  /** Sum of the ledger for this currency; equals `available` unless the data was tampered with. */
  ledgerSum: string;
}

export async function readBalances(db: Db, userId: number): Promise<BalanceView[]> {
  return queryRows<BalanceView>(
    db,
    sql`
    SELECT b.currency, b.available::text AS available, b.frozen::text AS frozen,
      COALESCE((SELECT SUM(l.amount) FROM ledger_entries l
                WHERE l.user_id = b.user_id AND l.currency = b.currency), 0)::text AS "ledgerSum"
    FROM balances b WHERE b.user_id = ${userId} ORDER BY b.currency`,
  );
}
