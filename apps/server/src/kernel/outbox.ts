import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { MessageBroker } from '../realtime/broker';
import type { AfterCommit, Tx } from './tx';

/** An event for STOMP subscribers: a destination and its JSON body. */
export interface OutboxEvent {
  destination: string;
  body: unknown;
}

/**
 * The events of one transaction (the kernel's `emit`), kept in memory as they are emitted (their bodies
 * serialised then) and written in one INSERT by `flush`, in the order emitted, before the transaction
 * commits. They are published after that transaction commits, at least once; an event of a transaction
 * that rolled back never leaves the database.
 */
export class EventBuffer {
  private readonly rows: { destination: string; body: string }[] = [];

  readonly emit = (event: OutboxEvent): Promise<void> => {
    this.rows.push({ destination: event.destination, body: JSON.stringify(event.body) });
    return Promise.resolve();
  };

  /**
   * `also`: a statement of the same transaction to run as part of this INSERT (a CTE; PostgreSQL runs a
   * data-modifying CTE once, read or not), or on its own when there are no events. Returns the number of
   * rows `also` returned.
   */
  async flush(tx: Tx, origin: string, also?: SQL | null): Promise<number> {
    if (this.rows.length === 0) return also ? (await queryRows(tx, also)).length : 0;
    // With `also` (a statement RETURNING a row per row it wrote), the count of its rows comes back.
    const rows = await queryRows<{ marked: number }>(
      tx,
      sql`
      ${also ? sql`WITH extra AS (${also})` : sql``}
      INSERT INTO outbox (origin, destination, body)
      SELECT ${origin}, destination, body
      FROM unnest(${sql.param(this.rows.map((r) => r.destination))}::text[],
                  ${sql.param(this.rows.map((r) => r.body))}::text[]) WITH ORDINALITY AS e(destination, body, n)
      ORDER BY n
      ${also ? sql`RETURNING (SELECT count(*) FROM extra)::int AS marked` : sql``}`,
    );
    this.rows.length = 0;
    return rows[0]?.marked ?? 0;
  }
}

export interface OutboxOptions {
  db: Db;
  broker: MessageBroker;
  /** This instance: it publishes its own events at once; others' only once they are orphaned. */
  origin: string;
  /** Events of another instance not published after this long are taken over (it may have died). */
  orphanAfterMs?: number;
  batch?: number;
}

/**
 * How long after a commit its pass starts (ms): the commits that land meanwhile ride along (under load a
 * pass costs about as much as an order's own statements). Events reach their clients this much later
 * at most; a price tick is 50 ms and up.
 */
export const PUBLISH_DELAY_MS = 20;

/**
 * Publishes committed events. Each instance publishes the events it wrote right after their commit (its
 * STOMP clients are on its broker); a periodic sweep publishes whatever is left, including events of an
 * instance that died between commit and publish. Rows are claimed with FOR UPDATE SKIP LOCKED, so two
 * dispatchers never publish one row in the same pass; a crash between publish and mark publishes again
 * (at least once: clients treat the snapshots they re-read as the truth).
 */
export class Outbox implements AfterCommit {
  private running: Promise<void> = Promise.resolve();
  /** Passes under way, whoever started them (after a commit, the sweep job, a test). */
  private readonly passes = new Set<Promise<number>>();
  private pending = false;
  private closed = false;
  private readonly orphanAfterMs: number;
  private readonly batch: number;

  constructor(private readonly options: OutboxOptions) {
    this.orphanAfterMs = options.orphanAfterMs ?? 5_000;
    this.batch = options.batch ?? 200;
  }

  get origin(): string {
    return this.options.origin;
  }

  /**
   * Called by withTx after a commit: publish soon, one pass at a time, in order. A pass starts
   * PUBLISH_DELAY_MS after the commit that scheduled it and covers every commit made before its claim
   * statement runs (`pending` is cleared just before it), so the commits that land meanwhile ride
   * along instead of scheduling passes of their own.
   */
  afterCommit(): void {
    if (this.pending || this.closed) return;
    this.pending = true;
    this.running = this.running.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, PUBLISH_DELAY_MS));
      await this.dispatch().catch((error: unknown) => {
        this.pending = false;
        console.error('outbox dispatch failed (the sweep retries)', error);
      });
    });
  }

  /**
   * Waits for the passes started so far (tests, shutdown): those scheduled by commits and those under
   * way, the sweep job's included (its rows are published once it has claimed them, and a test that
   * waits for the events of a commit must not see them arrive afterwards).
   */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.running;
      await seen;
      await Promise.allSettled(this.passes);
    } while (seen !== this.running || this.passes.size > 0);
  }

  close(): void {
    this.closed = true;
  }

  /**
   * Publishes unpublished events of this instance, and orphaned ones of any; returns how many. Each pass
   * claims and marks its rows in one statement (UPDATE … RETURNING over a SKIP LOCKED pick), publishes
   * them in id order and commits: a publish that throws rolls the mark back, so the rows go out again.
   */
  dispatch(): Promise<number> {
    const pass = this.dispatchAll();
    this.passes.add(pass);
    const done = () => this.passes.delete(pass);
    pass.then(done, done);
    return pass;
  }

  private async dispatchAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.options.db.transaction(async (tx) => {
        // From here on a commit is either seen by the claim below or schedules another pass.
        this.pending = false;
        // RETURNING promises no order: the claimed rows are read back in id order.
        const rows = await queryRows<{ id: string; destination: string; body: string }>(
          tx,
          sql`
          WITH claimed AS (
            UPDATE outbox SET published_at = now()
            WHERE id IN (
              SELECT id FROM outbox
              WHERE published_at IS NULL
                AND (origin = ${this.options.origin}
                     OR created_at < now() - make_interval(secs => ${this.orphanAfterMs / 1000}))
              ORDER BY id
              LIMIT ${this.batch}
              FOR UPDATE SKIP LOCKED)
            RETURNING id, destination, body)
          SELECT id::text AS id, destination, body FROM claimed ORDER BY claimed.id`,
        );
        for (const row of rows) this.options.broker.publish(row.destination, row.body);
        return rows.length;
      });
      total += count;
      if (count < this.batch) return total;
    }
  }

  /** Deletes published events older than `olderThanMs` (a job). */
  async prune(olderThanMs: number): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.options.db,
      sql`DELETE FROM outbox WHERE published_at IS NOT NULL
          AND published_at < now() - make_interval(secs => ${olderThanMs / 1000})
          RETURNING id::text AS id`,
    );
    return rows.length;
  }
}
