import { sql } from 'drizzle-orm';
import type { AppContext } from '../kernel/context';
import { analyzeChangedTables, vacuumChurningTables } from '../db/vacuum';
import { autoApprove } from '../modules/verification/service';
import { autoApproveRecharges } from '../modules/wallet/recharge';
import type { JobDefinition } from '../kernel/scheduler';

const HOUR = 3_600_000;

/** Jobs every instance registers; the scheduler runs each on one instance at a time. */
export function housekeepingJobs(ctx: AppContext): JobDefinition[] {
  const { kernel } = ctx;
  const jobs: JobDefinition[] = [
    {
      // Events whose instance died between commit and publish, or whose publish failed.
      name: 'outbox.sweep',
      everyMs: 1_000,
      catchUp: 'latest',
      leaseMs: 30_000,
      run: async () => {
        await kernel.outbox.dispatch();
      },
    },
    {
      name: 'outbox.prune',
      everyMs: HOUR,
      catchUp: 'latest',
      run: async () => {
        await kernel.outbox.prune(HOUR);
        await kernel.db.execute(
          sql`DELETE FROM job_runs WHERE finished_ms < ${kernel.clock.now() - HOUR}`,
        );
      },
    },
    {
      // Old row versions out of the tables that change all day, and statistics of the tables that
      // changed enough (PGlite has no autovacuum).
      name: 'database.vacuum',
      everyMs: 10_000,
      catchUp: 'latest',
      run: async () => {
        await vacuumChurningTables(kernel.db);
        await analyzeChangedTables(kernel.db);
      },
    },
    {
      // Idempotency records and tokens past 24 h, expired sessions and verification codes.
      name: 'tokens.cleanup',
      everyMs: HOUR,
      catchUp: 'latest',
      run: async () => {
        await kernel.idempotency.prune();
        await kernel.db.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
        await kernel.db.execute(sql`DELETE FROM verification_codes WHERE expires_at < now()`);
      },
    },
  ];
  const afterMs = ctx.autoApproveMs;
  if (afterMs !== null) {
    // Demo servers approve identity submissions after a delay; a job, so it survives a restart.
    jobs.push({
      name: 'verification.autoApprove',
      everyMs: Math.max(100, Math.min(afterMs, 5_000)),
      catchUp: 'latest',
      run: async () => {
        await autoApprove(ctx, afterMs);
      },
    });
  }
  const rechargeAfterMs = ctx.rechargeAutoApproveMs;
  if (rechargeAfterMs !== null) {
    // Demo servers (RECHARGE_AUTO_APPROVE_MS) approve deposits after a delay; safe to run twice: a
    // deposit is reviewed once (the second review is refused and skipped).
    jobs.push({
      name: 'recharge.autoApprove',
      everyMs: Math.max(100, Math.min(rechargeAfterMs, 5_000)),
      catchUp: 'latest',
      run: async () => {
        await autoApproveRecharges(ctx, rechargeAfterMs);
      },
    });
  }
  return jobs;
}
