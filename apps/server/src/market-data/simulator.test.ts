import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { InProcessBroker } from '../realtime/broker';
import { destinations } from '../realtime/destinations';
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

  it('sends the price 24 h ago with each tick, the base its change is measured from', () => {
    const { sim, broker, advance } = make();
    const got: PriceTickBody[] = [];
    for (const p of catalog)
      broker.subscribe(destinations.price(p.code), (body) => got.push(JSON.parse(body)));
    for (let i = 0; i < 5; i++) {
      advance(60_000);
      sim.tick();
    }
    for (const tick of got) {
      const product = catalog.find((p) => p.code === tick.symbol)!;
      const open = tick.openPrice1d!;
      expect(open).toMatch(decimal);
      expect(open.split('.')[1]?.length ?? 0).toBe(product.precision);
      expect(new Big(open).gte(tick.lowPrice1d) && new Big(open).lte(tick.highPrice1d)).toBe(true);
      const change = new Big(tick.priceUsd).minus(open).div(open).times(100);
      expect(change.toFixed(2, Big.roundHalfEven).replace(/^-0\.00$/, '0.00')).toBe(
        tick.priceChange1d,
      );
    }
    const lastBtc = got.filter((tick) => tick.symbol === 'BTCUSDT').at(-1)!;
    expect(sim.quote('BTCUSDT')!.open24h).toBe(lastBtc.openPrice1d);
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

  describe('kline history across a restart', () => {
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 30);
    function before() {
      const { sim, advance } = make(5, t0);
      for (let i = 0; i < 120; i++) {
        advance(1000);
        sim.tick();
      }
      return { sim, stoppedAt: t0 + 120_000 };
    }
    function restart(sim: MarketSimulator, at: number, history = sim.history()) {
      return new MarketSimulator({
        products: catalog,
        seed: 5,
        broker: new InProcessBroker(),
        now: () => at,
        startPrices: sim.lastPrices(),
        history,
      });
    }

    it('keeps every saved bar and continues the open one at the saved price', () => {
      const { sim, stoppedAt } = before();
      const again = restart(sim, stoppedAt + 5_000);
      for (const interval of Object.keys(KLINE_INTERVALS) as KlineInterval[]) {
        const old = sim.candles('BTCUSDT', interval, 500)!;
        const now = again.candles('BTCUSDT', interval, 500)!;
        expect(now.slice(0, -1), interval).toEqual(old.slice(0, -1));
        expect(now.at(-1)!.close).toBe(sim.quote('BTCUSDT')!.price);
      }
    });

    it('bridges the bars missed while stopped from the last close to the saved price', () => {
      const { sim, stoppedAt } = before();
      const again = restart(sim, stoppedAt + 37 * 60_000);
      const old = sim.candles('ETHUSDT', '1m', 500)!;
      const now = again.candles('ETHUSDT', '1m', 500)!;
      expect(now).toHaveLength(500);
      const kept = now.findIndex((b) => b.openTime === old.at(-1)!.openTime);
      expect(now.slice(0, kept)).toEqual(old.slice(old.length - kept - 1, -1));
      const gap = now.slice(kept + 1);
      expect(gap).toHaveLength(37);
      expect(gap[0]!.open).toBe(old.at(-1)!.close);
      for (let i = 0; i < gap.length; i++) {
        const bar = gap[i]!;
        expect(bar.openTime - now[kept + i]!.openTime).toBe(60_000);
        expect(new Big(bar.high).gte(bar.open) && new Big(bar.high).gte(bar.close)).toBe(true);
        expect(new Big(bar.low).lte(bar.open) && new Big(bar.low).lte(bar.close)).toBe(true);
        if (i > 0) expect(bar.open).toBe(gap[i - 1]!.close);
      }
      expect(gap.at(-1)!.close).toBe(sim.quote('ETHUSDT')!.price);
    });

    it('generates afresh when the saved history is damaged or older than the window', () => {
      const { sim, stoppedAt } = before();
      const damaged = new Map(
        [...sim.history()].map(([code, byInterval]) => [
          code,
          new Map([...byInterval].map(([i]) => [i, [[1, 2, 3]] as never])),
        ]),
      );
      const fresh = restart(sim, stoppedAt, damaged);
      expect(fresh.candles('BTCUSDT', '1h', 500)).toHaveLength(500);
      const late = restart(sim, stoppedAt + 600 * 60_000);
      const bars = late.candles('BTCUSDT', '1m', 500)!;
      expect(bars).toHaveLength(500);
      expect(bars[0]!.openTime).toBeGreaterThan(stoppedAt);
      expect(bars.at(-1)!.close).toBe(sim.quote('BTCUSDT')!.price);
    });
  });
});
