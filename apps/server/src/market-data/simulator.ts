import Big from 'big.js';
import { KLINE_INTERVAL_MS, type Schema } from '@repo/api-schema/schema';
import { isInSession, quoteSides, type TradingSession } from '@repo/api-schema/money';
import { destinations } from '../realtime/destinations';
import type { MessageBroker } from '../realtime/broker';
import type { CatalogProduct } from './catalog';

// The contract's candle periods, all but the week (the simulator keeps a year of daily history).
const { '1w': _notSimulated, ...simulatedIntervals } = KLINE_INTERVAL_MS;
export const KLINE_INTERVALS = simulatedIntervals;
export type KlineInterval = keyof typeof KLINE_INTERVALS;

export interface Candle {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface Quote {
  code: string;
  price: string;
  high24h: string;
  low24h: string;
  volume24h: string;
  /** The price 24 h ago (the first 5-minute bar's open of the day): the base of the change. */
  open24h: string;
  /** Percent change over 24 h, 2 decimals, e.g. "-1.25". */
  changeRate24h: string;
  /** Mid minus half the published spread (a long closes, a short opens here). */
  bid: string;
  /** Mid plus half the published spread (a long opens, a short closes here). */
  ask: string;
  time: number;
  /** Order of the ticks this simulator produced (0 for the quotes it started with). */
  seq?: number;
}

/** Ticks kept per product for the trading engine, which evaluates every tick since its last pass. */
const RECENT_TICKS = 256;

/** What the simulator needs of a product's published rules: its spread and trading sessions. */
export interface MarketRule {
  spread: string;
  sessions: readonly TradingSession[];
}

/** The price topic body (spec §7; contract `PriceTick`), labelled as simulated. */
export type PriceTickBody = Schema<'PriceTick'> & { simulated: true };

const YEAR_MS = 365 * 86_400_000;
const HISTORY_BARS = 500;
const DAY_MS = 86_400_000;

/** Small, fast, seedable PRNG (mulberry32). The walk must be reproducible from the seed. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** A random relative move for one step of `stepMs` (geometric Brownian motion, capped at ±20 %). */
function move(rand: () => number, volatility: number, stepMs: number): number {
  const sigma = volatility * Math.sqrt(stepMs / YEAR_MS);
  return Math.max(-0.2, Math.min(0.2, sigma * gaussian(rand)));
}

/**
 * Prices are held as whole numbers of the product's smallest price step (ticks) and volumes as whole
 * numbers of 0.0001 units: integer arithmetic, exact, and turned into decimal strings by placing the
 * point (no floating-point formatting). Floating point only draws the random move, whose result is
 * rounded to a whole number of ticks.
 */
export function unitsToDecimal(units: number, places: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

function decimalToUnits(value: string, places: number): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole + fraction.padEnd(places, '0').slice(0, places));
}

const VOLUME_PLACES = 4;

interface Bar {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * Saved kline history of one product and interval: bars as `[openTime, open, high, low, close, volume]`
 * in whole ticks and 0.0001 volume units (the simulator's own integers), oldest first.
 */
export type SavedBars = [number, number, number, number, number, number][];

/** Saved history by product code, then interval. */
export type SavedHistory = ReadonlyMap<string, ReadonlyMap<KlineInterval, SavedBars>>;

function isSavedBars(value: unknown): value is SavedBars {
  return (
    Array.isArray(value) &&
    value.every(
      (b) =>
        Array.isArray(b) &&
        b.length === 6 &&
        b.every((n) => Number.isSafeInteger(n)) &&
        (b as number[]).slice(1, 5).every((n) => n >= 1),
    )
  );
}

class ProductSeries {
  readonly rand: () => number;
  /** Current price in ticks. */
  price: number;
  readonly bars = new Map<KlineInterval, Bar[]>();

  constructor(
    readonly product: CatalogProduct,
    seed: number,
    startPrice: string,
    now: number,
    saved?: ReadonlyMap<KlineInterval, SavedBars>,
  ) {
    this.rand = mulberry32(hashSeed(`${seed}:${product.code}`));
    this.price = Math.max(1, decimalToUnits(startPrice, product.precision));
    for (const interval of Object.keys(KLINE_INTERVALS) as KlineInterval[]) {
      const kept = saved?.get(interval);
      this.bars.set(
        interval,
        kept && isSavedBars(kept) && kept.length > 0
          ? this.resume(interval, kept, now)
          : this.backfill(interval, now),
      );
    }
  }

  /**
   * Saved history, continued to now: the bars missed while the server was down are a random walk from
   * the last saved close bent to end at the current (saved) price, so the chart has no jump. A gap longer
   * than the history, or a saved history from the future, starts afresh.
   */
  private resume(interval: KlineInterval, saved: SavedBars, now: number): Bar[] {
    const stepMs = KLINE_INTERVALS[interval];
    const currentOpen = Math.floor(now / stepMs) * stepMs;
    const bars: Bar[] = saved.map(([openTime, open, high, low, close, volume]) => ({
      openTime,
      open,
      high,
      low,
      close,
      volume,
    }));
    const last = bars[bars.length - 1]!;
    const missing = (currentOpen - last.openTime) / stepMs;
    if (!Number.isInteger(missing) || missing < 0 || missing >= HISTORY_BARS) {
      return this.backfill(interval, now);
    }
    const vol = this.product.volatility;
    const walk: number[] = [];
    let p = last.close;
    for (let i = 0; i < missing; i++) walk.push((p = this.step(p, vol, stepMs)));
    const end = walk[walk.length - 1] ?? last.close;
    let open = last.close;
    for (let i = 0; i < missing; i++) {
      const close =
        i === missing - 1
          ? this.price
          : Math.max(1, Math.round(walk[i]! * (this.price / end) ** ((i + 1) / missing)));
      const top = Math.max(open, close);
      const bottom = Math.min(open, close);
      bars.push({
        openTime: last.openTime + (i + 1) * stepMs,
        open,
        high: top + Math.abs(this.step(top, vol / 2, stepMs) - top),
        low: Math.max(1, bottom - Math.abs(this.step(bottom, vol / 2, stepMs) - bottom)),
        close,
        volume: this.minuteVolumeUnits(stepMs, 1),
      });
      open = close;
    }
    if (missing === 0) {
      // Restarted within the bar that was open: it continues at the current price.
      last.close = this.price;
      last.high = Math.max(last.high, this.price);
      last.low = Math.min(last.low, this.price);
    }
    return bars.slice(-HISTORY_BARS);
  }

  saved(): Map<KlineInterval, SavedBars> {
    return new Map(
      [...this.bars].map(([interval, bars]) => [
        interval,
        bars.map((b): SavedBars[number] => [b.openTime, b.open, b.high, b.low, b.close, b.volume]),
      ]),
    );
  }

  private step(from: number, volatility: number, stepMs: number): number {
    return Math.max(1, Math.round(from * (1 + move(this.rand, volatility, stepMs))));
  }

  private minuteVolumeUnits(stepMs: number, spread: number): number {
    const scale = 10 ** VOLUME_PLACES;
    return Math.round(
      this.product.minuteVolume *
        (stepMs / 60_000) *
        (1 - spread / 2 + spread * this.rand()) *
        scale,
    );
  }

  /** History ending at the current price: walk backwards from it, one bar per interval step. */
  private backfill(interval: KlineInterval, now: number): Bar[] {
    const stepMs = KLINE_INTERVALS[interval];
    const currentOpen = Math.floor(now / stepMs) * stepMs;
    const vol = this.product.volatility;
    const bars: Bar[] = [
      {
        openTime: currentOpen,
        open: this.price,
        high: this.price,
        low: this.price,
        close: this.price,
        volume: 0,
      },
    ];
    let close = this.price;
    for (let i = 1; i < HISTORY_BARS; i++) {
      const open = this.step(close, vol, stepMs);
      const high =
        Math.max(open, close) +
        Math.abs(this.step(Math.max(open, close), vol / 2, stepMs) - Math.max(open, close));
      const low = Math.max(
        1,
        Math.min(open, close) -
          Math.abs(this.step(Math.min(open, close), vol / 2, stepMs) - Math.min(open, close)),
      );
      bars.push({
        openTime: currentOpen - i * stepMs,
        open,
        high,
        low,
        close,
        volume: this.minuteVolumeUnits(stepMs, 1),
      });
      close = open;
    }
    return bars.reverse();
  }

  tick(now: number, stepMs: number, scripted?: string) {
    this.price =
      scripted === undefined
        ? this.step(this.price, this.product.volatility, stepMs)
        : Math.max(1, decimalToUnits(scripted, this.product.precision));
    const volume = this.minuteVolumeUnits(stepMs, 1.6);
    const p = this.price;
    for (const [interval, bars] of this.bars) {
      const size = KLINE_INTERVALS[interval];
      const openTime = Math.floor(now / size) * size;
      const last = bars[bars.length - 1]!;
      if (openTime > last.openTime) {
        const open = last.close;
        bars.push({
          openTime,
          open,
          high: Math.max(open, p),
          low: Math.min(open, p),
          close: p,
          volume,
        });
        if (bars.length > HISTORY_BARS) bars.shift();
      } else {
        last.close = p;
        if (p > last.high) last.high = p;
        if (p < last.low) last.low = p;
        last.volume += volume;
      }
    }
  }

  candle(bar: Bar): Candle {
    const places = this.product.precision;
    return {
      openTime: bar.openTime,
      open: unitsToDecimal(bar.open, places),
      high: unitsToDecimal(bar.high, places),
      low: unitsToDecimal(bar.low, places),
      close: unitsToDecimal(bar.close, places),
      volume: unitsToDecimal(bar.volume, VOLUME_PLACES),
    };
  }

  /** 24 h statistics from the 5-minute bars of the last day (the open one included). */
  quote(now: number, spread = '0'): Quote {
    const bars = this.bars.get('5m')!;
    const since = now - DAY_MS;
    let high = this.price;
    let low = this.price;
    let volume = 0;
    let open: number | null = null;
    for (const bar of bars) {
      if (bar.openTime < since) continue;
      open ??= bar.open;
      if (bar.high > high) high = bar.high;
      if (bar.low < low) low = bar.low;
      volume += bar.volume;
    }
    open ??= this.price;
    const places = this.product.precision;
    const mid = unitsToDecimal(this.price, places);
    // Percent with 2 decimals, exact: (p - o) / o × 100, rounded half-even by big.js.
    const change = new Big(this.price - open).div(open).times(100).toFixed(2, Big.roundHalfEven);
    return {
      code: this.product.code,
      price: mid,
      ...quoteSides(mid, spread, places),
      high24h: unitsToDecimal(high, places),
      low24h: unitsToDecimal(low, places),
      volume24h: unitsToDecimal(volume, VOLUME_PLACES),
      open24h: unitsToDecimal(open, places),
      changeRate24h: change === '-0.00' ? '0.00' : change,
      time: now,
    };
  }
}

export interface MarketSimulatorOptions {
  products: readonly CatalogProduct[];
  /** Where each product starts (e.g. the last price saved before a restart); catalogue price otherwise. */
  startPrices?: ReadonlyMap<string, string>;
  /** Kline history saved before a restart (saved with the same moment's `startPrices`). */
  history?: SavedHistory;
  seed?: number;
  tickMs?: number;
  broker: MessageBroker;
  now?: () => number;
  /** Spread and sessions per product code (published rules); none: no spread, always trading. */
  rules?: ReadonlyMap<string, MarketRule>;
}

/** A seeded random-walk market. Everything it produces is simulated and says so. */
export class MarketSimulator {
  private readonly series = new Map<string, ProductSeries>();
  private timer: NodeJS.Timeout | null = null;
  private readonly tickMs: number;
  private readonly now: () => number;
  private readonly quotes = new Map<string, Quote>();
  /** Scripted next mid prices per product (test mode): taken one per tick before the random walk. */
  private readonly scripts = new Map<string, string[]>();
  private readonly recent = new Map<string, Quote[]>();
  private seq = 0;

  constructor(private readonly options: MarketSimulatorOptions) {
    this.tickMs = options.tickMs ?? 1000;
    this.now = options.now ?? Date.now;
    const now = this.now();
    for (const product of options.products) {
      const start = options.startPrices?.get(product.code) ?? product.price;
      const series = new ProductSeries(
        product,
        options.seed ?? 20_260_101,
        start,
        now,
        options.history?.get(product.code),
      );
      this.series.set(product.code, series);
      this.quotes.set(product.code, series.quote(now, this.spreadOf(product.code)));
    }
  }

  /** Whether this instance is ticking (it is the leader). */
  get running(): boolean {
    return this.timer !== null;
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private spreadOf(code: string): string {
    return this.options.rules?.get(code)?.spread ?? '0';
  }

  /** Whether the product is inside one of its trading sessions at `now` (no rules: always). */
  isOpen(code: string, now = this.now()): boolean {
    const sessions = this.options.rules?.get(code)?.sessions;
    return !sessions || isInSession(sessions, now);
  }

  /** One step for every product in session (a closed market does not move); publishes each tick. */
  tick() {
    const now = this.now();
    for (const code of this.series.keys()) {
      if (this.isOpen(code, now)) this.step(code, now);
    }
  }

  /**
   * One step of one product: its next scripted price, or a random move. Publishes the tick on the
   * product's price topic and returns it.
   */
  step(code: string, now = this.now()): Quote | undefined {
    const series = this.series.get(code);
    if (!series) return undefined;
    const script = this.scripts.get(code);
    const scripted = script?.shift();
    if (script && script.length === 0) this.scripts.delete(code);
    series.tick(now, this.tickMs, scripted);
    const quote = { ...series.quote(now, this.spreadOf(code)), seq: ++this.seq };
    this.quotes.set(code, quote);
    const recent = this.recent.get(code) ?? [];
    recent.push(quote);
    if (recent.length > RECENT_TICKS) recent.shift();
    this.recent.set(code, recent);
    this.options.broker.publish(destinations.price(code), JSON.stringify(toPriceTick(quote)));
    return quote;
  }

  /**
   * Test mode: the product's next mid prices, one per tick, then the random walk continues from the
   * last; `replace` drops the prices still queued first. It steers the feed every user sees, never an
   * order's outcome.
   */
  script(code: string, prices: readonly string[], { replace = false } = {}): boolean {
    if (!this.series.has(code)) return false;
    const queued = replace ? [] : (this.scripts.get(code) ?? []);
    this.scripts.set(code, [...queued, ...prices]);
    return true;
  }

  /** How many scripted prices of the product are still to come. */
  scripted(code: string): number {
    return this.scripts.get(code)?.length ?? 0;
  }

  quote(code: string): Quote | undefined {
    return this.quotes.get(code);
  }

  /** The last ticks of a product (at most 256), oldest first. */
  recentQuotes(code: string): readonly Quote[] {
    return this.recent.get(code) ?? [];
  }

  candles(code: string, interval: KlineInterval, count: number): Candle[] | undefined {
    const series = this.series.get(code);
    const bars = series?.bars.get(interval);
    if (!series || !bars) return undefined;
    return bars.slice(-count).map((bar) => series.candle(bar));
  }

  /** The kline history of every product, for saving so a restart keeps the charts. */
  history(): Map<string, Map<KlineInterval, SavedBars>> {
    return new Map([...this.series].map(([code, series]) => [code, series.saved()]));
  }

  /** Current prices, for saving so a restart continues where it stopped. */
  lastPrices(): Map<string, string> {
    return new Map([...this.quotes].map(([code, q]) => [code, q.price]));
  }
}

export function toPriceTick(quote: Quote): PriceTickBody {
  return {
    symbol: quote.code,
    priceUsd: quote.price,
    highPrice1d: quote.high24h,
    lowPrice1d: quote.low24h,
    volume: quote.volume24h,
    priceChange1d: quote.changeRate24h,
    openPrice1d: quote.open24h,
    time: new Date(quote.time).toISOString(),
    bid: quote.bid,
    ask: quote.ask,
    simulated: true,
  };
}
