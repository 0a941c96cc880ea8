import type { AppContext } from '../kernel/context';
import type { JobDefinition } from '../kernel/scheduler';
import { evaluate, tradeContextOf } from '../modules/trade/service';

/**
 * The trading engine on every tick: pending fills, stop loss, take profit and stop-out. A scheduler job
 * (one instance at a time, by lease) run at the simulator's pace; each order it settles is claimed in
 * its own transaction, so a slot run twice settles nothing twice. Only the market leader has live ticks
 * (the others serve saved prices), so another instance that holds the job lease leaves the slot alone.
 */
export function tradingJobs(ctx: AppContext, tickMs: number): JobDefinition[] {
  const tc = tradeContextOf(ctx);
  return [
    {
      name: 'trade.evaluate',
      everyMs: tickMs,
      catchUp: 'latest',
      leaseMs: 30_000,
      run: async () => {
        if (!ctx.market.running) return;
        await evaluate(tc);
      },
    },
  ];
}
