import type { AppContext } from '../kernel/context';
import type { JobDefinition } from '../kernel/scheduler';
import { betContextOf, recordBoundaries, settleDue } from '../modules/bet/service';

/**
 * Timed bets at the simulator's pace: the instance with the live feed records the prices at the period
 * boundaries that passed, then every period that ended is settled once (each claimed in its own
 * transaction, so a slot run twice, two processes or a restart settle nothing twice). After downtime the
 * first pass closes the periods that ended meanwhile and settles them from the recorded prices.
 */
export function betJobs(ctx: AppContext, tickMs: number): JobDefinition[] {
  const bc = betContextOf(ctx);
  return [
    {
      name: 'bet.settle',
      everyMs: Math.min(tickMs, 1_000),
      catchUp: 'latest',
      leaseMs: 30_000,
      run: async () => {
        if (ctx.market.running) await recordBoundaries(bc);
        await settleDue(bc);
      },
    },
  ];
}
