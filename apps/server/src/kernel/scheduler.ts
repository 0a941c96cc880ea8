import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { Clock } from './clock';

/**
 * A job of the server: settlement, accrual, auto-approval, outbox sweep, clean-up. Jobs must be safe to
 * run twice for one slot (they claim the rows they change, or their effect is idempotent): the scheduler
 * runs a slot at least once, and exactly one instance at a time.
 */
export interface JobDefinition {
  name: string;
  /** Period in ms. */
  everyMs: number;
  /**
   * After downtime: `every` runs each missed slot in order (accrual per day), `latest` runs once for the
   * newest slot (a sweep).
   */
  catchUp: 'every' | 'latest';
  /** At most this many missed slots are run on catch-up; older ones are skipped with a log line. */
  maxCatchUp?: number;
  /** How long a claim lasts before another instance may take the job (a crashed runner). */
  leaseMs?: number;
  run(slot: { scheduledAt: number; now: number }): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  clock: Clock;
  /** This instance. */
  owner: string;
  jobs: readonly JobDefinition[];
  /** How often due jobs are looked for. */
  pollMs?: number | undefined;
  log?: (line: string) => void;
}

/**
 * Runs jobs from the `jobs` table. A job is claimed with one guarded UPDATE (a lease in the database), so
 * of any number of instances exactly one runs it at a time; each finished slot is recorded before the
 * next, so a crash resumes where it stopped; a job missed while every instance was down catches up on the
 * next start.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly log: (line: string) => void;

  constructor(private readonly options: SchedulerOptions) {
    this.log = options.log ?? ((line) => console.log(line));
  }

  /** Registers the jobs (a new job is due at once) and polls for due jobs. */
  async start(): Promise<void> {
    await this.register();
    this.stopped = false;
    const poll = () => {
      if (this.stopped) return;
      this.pass = this.pass
        .then(() => this.runDue())
        .then(
          () => undefined,
          (error: unknown) => console.error('scheduler pass failed', error),
        );
      this.timer = setTimeout(poll, this.options.pollMs ?? 500);
      this.timer.unref();
    };
    poll();
  }

  /** Stops polling and waits for the running pass. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
  }

  async register(): Promise<void> {
    const now = this.options.clock.now();
    for (const job of this.options.jobs) {
      await this.options.db.execute(
        sql`INSERT INTO jobs (name, next_run_ms) VALUES (${job.name}, ${now}) ON CONFLICT DO NOTHING`,
      );
    }
  }

  /** One pass: every due job this instance can claim runs its due slots. Returns the slots run. */
  async runDue(): Promise<{ job: string; scheduledAt: number }[]> {
    const ran: { job: string; scheduledAt: number }[] = [];
    for (const job of this.options.jobs) {
      if (this.stopped) break;
      ran.push(...(await this.runJob(job)));
    }
    return ran;
  }

  private async runJob(job: JobDefinition) {
    const { db, clock, owner } = this.options;
    const leaseMs = job.leaseMs ?? Math.max(60_000, job.everyMs);
    const now = clock.now();
    const [claim] = await queryRows<{ next: string }>(
      db,
      sql`UPDATE jobs SET lease_owner = ${owner}, lease_until_ms = ${now + leaseMs}
          WHERE name = ${job.name} AND next_run_ms <= ${now}
            AND (lease_owner IS NULL OR lease_until_ms < ${now})
          RETURNING next_run_ms::text AS next`,
    );
    if (!claim) return [];
    const ran: { job: string; scheduledAt: number }[] = [];
    try {
      let slot = Number(claim.next);
      const due = Math.floor((now - slot) / job.everyMs) + 1;
      const max = job.maxCatchUp ?? 1000;
      if (job.catchUp === 'latest' || due > max) {
        const skipTo = job.catchUp === 'latest' ? due - 1 : due - max;
        if (job.catchUp === 'every') {
          this.log(`job ${job.name}: ${skipTo} missed slots skipped (more than ${max})`);
        }
        slot += skipTo * job.everyMs;
      }
      while (slot <= now) {
        await job.run({ scheduledAt: slot, now: clock.now() });
        ran.push({ job: job.name, scheduledAt: slot });
        const next = slot + job.everyMs;
        // Progress is saved per slot, and the lease renewed: a crash resumes at the next slot.
        // job_runs has one row per (job, slot): a slot run twice would violate its key.
        const saved = await queryRows<{ name: string }>(
          db,
          sql`WITH saved AS (
                UPDATE jobs SET last_run_ms = ${slot}, next_run_ms = ${next}, runs = runs + 1,
                  lease_until_ms = ${clock.now() + leaseMs}
                WHERE name = ${job.name} AND lease_owner = ${owner} RETURNING name)
              INSERT INTO job_runs (name, slot_ms, owner, finished_ms)
              SELECT name, ${slot}, ${owner}, ${clock.now()} FROM saved RETURNING name`,
        );
        if (saved.length === 0) return ran; // the lease was taken over: stop here
        slot = next;
      }
    } catch (error) {
      console.error(`job ${job.name} failed; it is tried again on the next pass`, error);
    } finally {
      await db.execute(
        sql`UPDATE jobs SET lease_owner = NULL, lease_until_ms = NULL
            WHERE name = ${job.name} AND lease_owner = ${owner}`,
      );
    }
    return ran;
  }
}

/**
 * A named lease in the database: at most one instance holds it at a time (the market simulator's leader).
 * `acquire` takes it when free or expired and renews it for its holder.
 */
export async function acquireLease(
  db: Db,
  clock: Clock,
  name: string,
  owner: string,
  ttlMs: number,
): Promise<boolean> {
  const now = clock.now();
  const rows = await queryRows<{ owner: string }>(
    db,
    sql`INSERT INTO leases (name, owner, until_ms) VALUES (${name}, ${owner}, ${now + ttlMs})
        ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, until_ms = EXCLUDED.until_ms
        WHERE leases.owner = EXCLUDED.owner OR leases.until_ms < ${now}
        RETURNING owner`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: Db, name: string, owner: string): Promise<void> {
  await db.execute(sql`DELETE FROM leases WHERE name = ${name} AND owner = ${owner}`);
}
