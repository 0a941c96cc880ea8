import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import {
  KLINE_INTERVALS,
  toPriceTick,
  type KlineInterval,
  type MarketSimulator,
} from '../../market-data/simulator';
import { AppError, ErrorCode } from '../../kernel/errors';

type ProductRow = typeof t.products.$inferSelect;

/** Products from the database joined with the simulator's live quotes (`TradeProduct`). */
export class ProductCatalog {
  private constructor(
    private readonly rows: ProductRow[],
    private readonly market: MarketSimulator,
  ) {}

  static async load(db: Db, market: MarketSimulator) {
    const rows = await db.select().from(t.products).orderBy(asc(t.products.sort));
    return new ProductCatalog(
      rows.filter((r) => r.enabled),
      market,
    );
  }

  private view(row: ProductRow) {
    const q = this.market.quote(row.code);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      category: row.category as 'coin' | 'stock' | 'futures' | 'forex',
      icon: null,
      price: q?.price ?? row.lastPrice,
      high: q?.high24h ?? row.lastPrice,
      low: q?.low24h ?? row.lastPrice,
      volume: q?.volume24h ?? '0',
      open: q?.open24h ?? row.lastPrice,
      changeRate: q?.changeRate24h ?? '0.00',
      rise: !!q && !q.changeRate24h.startsWith('-'),
      precision: row.pricePrecision,
      // Outside its published trading sessions a product is closed (the simulator does not move it).
      status: this.market.isOpen(row.code) ? ('trading' as const) : ('closed' as const),
      simulated: true,
    };
  }

  all() {
    return this.rows.map((r) => this.view(r));
  }

  byId(id: number) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such product');
    return this.view(row);
  }

  search(keyword: string) {
    const k = keyword.toLowerCase();
    return this.rows
      .filter((r) => r.code.toLowerCase().includes(k) || r.name.toLowerCase().includes(k))
      .map((r) => this.view(r));
  }

  candles(code: string, interval: string, count: number) {
    if (!(interval in KLINE_INTERVALS))
      throw new AppError(ErrorCode.NOT_FOUND, `No ${interval} candles`);
    const bars = this.market.candles(code, interval as KlineInterval, count);
    if (!bars || !this.rows.some((r) => r.code === code))
      throw new AppError(ErrorCode.NOT_FOUND, 'No such product');
    return bars.map((b) => ({
      time: new Date(b.openTime).toISOString(),
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
      volume: b.volume,
    }));
  }

  ticks() {
    return this.rows.flatMap((r) => {
      const q = this.market.quote(r.code);
      return q ? [toPriceTick(q)] : [];
    });
  }
}
