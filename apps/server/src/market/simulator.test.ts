import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { InProcessBroker } from '../stomp/broker';
import { destinations } from '../stomp/destinations';
import { catalog } from './catalog';
import {
  KLINE_INTERVALS,
  MarketSimulator,
  type KlineInterval,
  type PriceTickBody,
} from './simulator';

const decimal = /^-?(0|[1-9]\d*)(\.\d+)?$/;

function make(seed = 7, start = Date.UTC(2026, 0, 1)) {
  let now = start;
  const broker = new InProcessBroker();
  const sim = new MarketSimulator({ products: catalog, seed, broker, now: () => now });
  return { sim, broker, advance: (ms: number) => (now += ms) };
}

describe('market simulator', () => {
  it('covers at least 8 coins, 6 stocks, 4 futures and 6 forex pairs', () => {
    const count = (c: string) => catalog.filter((p) => p.category === c).length;
    expect(count('coin')).toBeGreaterThanOrEqual(8);
    expect(count('stock')).toBeGreaterThanOrEqual(6);
    expect(count('futures')).toBeGreaterThanOrEqual(4);
    expect(count('forex')).toBeGreaterThanOrEqual(6);
  });

  it('is reproducible from its seed and differs with another seed', () => {
    const a = make(1);
    const b = make(1);
    const c = make(2);
    for (let i = 0; i < 30; i++) {
      for (const x of [a, b, c]) {
        x.advance(1000);
        x.sim.tick();
      }
    }
    expect(a.sim.quote('BTCUSDT')).toEqual(b.sim.quote('BTCUSDT'));
    expect(a.sim.quote('BTCUSDT')!.price).not.toBe(c.sim.quote('BTCUSDT')!.price);
  });

  it('publishes a simulated tick per product on its price topic, with decimal strings at the product precision', () => {
    const { sim, broker, advance } = make();
    const got: PriceTickBody[] = [];
    for (const p of catalog)
      broker.subscribe(destinations.price(p.code), (body) => got.push(JSON.parse(body)));
    advance(1000);
    sim.tick();
    expect(got).toHaveLength(catalog.length);
    for (const tick of got) {
      const product = catalog.find((p) => p.code === tick.symbol)!;
      expect(tick.simulated).toBe(true);
      for (const v of [
        tick.priceUsd,
        tick.highPrice1d,
        tick.lowPrice1d,
        tick.volume,
        tick.priceChange1d,
      ]) {
        expect(v).toMatch(decimal);
      }
      expect(tick.priceUsd.split('.')[1]?.length ?? 0).toBe(product.precision);
      expect(tick.priceChange1d.split('.')[1]).toHaveLength(2);
      expect(new Big(tick.lowPrice1d).lte(tick.priceUsd)).toBe(true);
      expect(new Big(tick.highPrice1d).gte(tick.priceUsd)).toBe(true);
    }
  });

  it('fills consistent kline history for every interval, ending at the current price', () => {
    const { sim, advance } = make();
    for (let i = 0; i < 200; i++) {
      advance(1000);
      sim.tick();
    }
    for (const interval of Object.keys(KLINE_INTERVALS) as KlineInterval[]) {
      const bars = sim.candles('ETHUSDT', interval, 300)!;
      expect(bars).toHaveLength(300);
      for (let i = 0; i < bars.length; i++) {
        const bar = bars[i]!;
        expect(new Big(bar.high).gte(bar.open) && new Big(bar.high).gte(bar.close)).toBe(true);
        expect(new Big(bar.low).lte(bar.open) && new Big(bar.low).lte(bar.close)).toBe(true);
        if (i > 0) expect(bar.openTime - bars[i - 1]!.openTime).toBe(KLINE_INTERVALS[interval]);
      }
      expect(bars.at(-1)!.close).toBe(sim.quote('ETHUSDT')!.price);
    }
  });

  it('keeps prices within sane bounds over a simulated day', () => {
    const { sim, advance } = make(3);
    const start = new Big(sim.quote('EURUSD')!.price);
    for (let i = 0; i < 1440; i++) {
      advance(60_000);
      sim.tick();
    }
    const end = new Big(sim.quote('EURUSD')!.price);
    expect(end.div(start).minus(1).abs().lt(0.1)).toBe(true);
  });

  it('starts from saved prices after a restart', () => {
    const broker = new InProcessBroker();
    const sim = new MarketSimulator({
      products: catalog,
      broker,
      startPrices: new Map([['AAPL', '250.00']]),
    });
    expect(sim.quote('AAPL')!.price).toBe('250.00');
  });
});
