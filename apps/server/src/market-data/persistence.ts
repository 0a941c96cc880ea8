import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import {
  KLINE_INTERVALS,
  type KlineInterval,
  type MarketSimulator,
  type SavedBars,
} from './simulator';

export interface SavedMarket {
  prices: Map<string, string>;
  history: Map<string, Map<KlineInterval, SavedBars>>;
}

/** The last saved prices and kline history (empty maps on a fresh database). */
export async function loadMarket(db: Db): Promise<SavedMarket> {
  const prices = await db
    .select({ code: t.products.code, price: t.products.lastPrice })
    .from(t.products);
  const rows = await db.select().from(t.klineHistory);
  const history = new Map<string, Map<KlineInterval, SavedBars>>();
  for (const row of rows) {
    if (!(row.interval in KLINE_INTERVALS)) continue;
    let bars: unknown;
    try {
      bars = JSON.parse(row.bars);
    } catch {
      continue; // a damaged row: that interval is generated afresh
    }
    const byInterval = history.get(row.code) ?? new Map<KlineInterval, SavedBars>();
    byInterval.set(row.interval as KlineInterval, bars as SavedBars);
    history.set(row.code, byInterval);
  }
  return { prices: new Map(prices.map((p) => [p.code, p.price])), history };
}

/**
 * Saves the current prices and (unless `withHistory` is false) the kline history of the same moment in
 * one transaction, so a restart continues both where they stopped. The history is about 4 MB of JSON and
 * takes a few hundred ms to write, so the server saves it less often than the prices; on restart the
 * simulator bridges the bars between the saved history and the saved price (see `MarketSimulator`).
 */
export async function saveMarket(
  db: Db,
  market: MarketSimulator,
  { withHistory = true, now = Date.now() }: { withHistory?: boolean; now?: number } = {},
) {
  // Read both synchronously: no tick can fall between them.
  const prices = market.lastPrices();
  const history = [...(withHistory ? market.history() : [])].flatMap(([code, byInterval]) =>
    [...byInterval].map(([interval, bars]) => ({
      code,
      interval,
      bars: JSON.stringify(bars),
      savedAt: now,
    })),
  );
  await db.transaction(async (tx) => {
    for (const [code, price] of prices)
      await tx.update(t.products).set({ lastPrice: price }).where(eq(t.products.code, code));
    if (history.length === 0) return;
    await tx
      .insert(t.klineHistory)
      .values(history)
      .onConflictDoUpdate({
        target: [t.klineHistory.code, t.klineHistory.interval],
        set: { bars: sql`excluded.bars`, savedAt: sql`excluded.saved_at` },
      });
  });
}
