import { sameQuote, type LiveQuote } from './priceTick';

/** The frame clock, injectable so tests drive frames by hand. */
export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** Whether the page is hidden, and a way to hear when that changes. */
export interface PageVisibility {
  isHidden(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface PriceStore {
  /**
   * Queue a tick; it reaches subscribers at the next flush (an animation frame, at most every
   * PRICE_FLUSH_INTERVAL_MS in the browser) while the page is visible.
   */
  push(quote: LiveQuote): void;
  /** The last flushed quote of a symbol; the same object until that symbol's quote changes. */
  getQuote(symbol: string): LiveQuote | undefined;
  /** Listen to one symbol; the listener runs at most once per flush, only when that symbol changed. */
  subscribe(symbol: string, listener: () => void): () => void;
  /** True while the socket is down: shown prices may be out of date. */
  isStale(): boolean;
  setStale(stale: boolean): void;
  subscribeStale(listener: () => void): () => void;
  /** Stop listening to visibility and drop any scheduled frame. */
  dispose(): void;
}

/**
 * Live prices reach the screen at most this often (10 times a second): smooth to read, and a
 * phone's main thread and battery are not spent repainting every tick of a busy market.
 */
export const PRICE_FLUSH_INTERVAL_MS = 100;

/**
 * Animation frames no closer together than `minIntervalMs`: a request made sooner after the last
 * frame waits out the rest of the interval, then takes the next frame.
 */
export function createThrottledFrameScheduler(
  minIntervalMs: number,
  clock: {
    now(): number;
    requestFrame(callback: () => void): number;
    cancelFrame(handle: number): void;
    setTimeout(callback: () => void, ms: number): number;
    clearTimeout(handle: number): void;
  } = {
    now: () => performance.now(),
    requestFrame: (callback) => window.requestAnimationFrame(() => callback()),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
  },
): FrameScheduler {
  let last = -Infinity;
  let next = 0;
  const live = new Map<number, { frame?: number; timer?: number }>();
  return {
    request(callback) {
      const id = (next += 1);
      const entry: { frame?: number; timer?: number } = {};
      live.set(id, entry);
      const frame = () => {
        delete entry.timer;
        entry.frame = clock.requestFrame(() => {
          live.delete(id);
          last = clock.now();
          callback();
        });
      };
      const wait = last + minIntervalMs - clock.now();
      if (wait > 0) entry.timer = clock.setTimeout(frame, wait);
      else frame();
      return id;
    },
    cancel(id) {
      const entry = live.get(id);
      if (!entry) return;
      if (entry.timer !== undefined) clock.clearTimeout(entry.timer);
      if (entry.frame !== undefined) clock.cancelFrame(entry.frame);
      live.delete(id);
    },
  };
}

export const browserFrameScheduler: FrameScheduler = {
  request: (callback) => defaultScheduler().request(callback),
  cancel: (handle) => defaultScheduler().cancel(handle),
};
let sharedScheduler: FrameScheduler | undefined;
/** Created on first use, so importing this module outside a browser touches no `window`. */
const defaultScheduler = () =>
  (sharedScheduler ??= createThrottledFrameScheduler(PRICE_FLUSH_INTERVAL_MS));

export const documentVisibility: PageVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  subscribe: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export interface PriceStoreOptions {
  frames?: FrameScheduler;
  visibility?: PageVisibility;
  /** Quotes to show before the first tick (e.g. the product list snapshot). */
  initial?: Iterable<LiveQuote>;
}

/**
 * Per-symbol external store (read with `usePrice`). Ticks are coalesced (last one per symbol wins)
 * and flushed once per frame of the scheduler (throttled animation frames in the browser); while the page is hidden nothing is flushed, and the latest
 * tick of each symbol is delivered in one frame when it shows again.
 */
export function createPriceStore(options: PriceStoreOptions = {}): PriceStore {
  const frames = options.frames ?? browserFrameScheduler;
  const visibility = options.visibility ?? documentVisibility;
  const quotes = new Map<string, LiveQuote>();
  for (const quote of options.initial ?? []) quotes.set(quote.code, quote);
  const pending = new Map<string, LiveQuote>();
  const listeners = new Map<string, Set<() => void>>();
  const staleListeners = new Set<() => void>();
  let stale = false;
  let frame: number | undefined;

  function schedule() {
    if (frame !== undefined || pending.size === 0 || visibility.isHidden()) return;
    frame = frames.request(flush);
  }

  function flush() {
    frame = undefined;
    if (visibility.isHidden()) return;
    const changed: string[] = [];
    for (const [symbol, tick] of pending) {
      const current = quotes.get(symbol);
      if (current && sameQuote(current, tick)) continue;
      quotes.set(symbol, tick);
      changed.push(symbol);
    }
    pending.clear();
    for (const symbol of changed) {
      for (const listener of listeners.get(symbol) ?? []) listener();
    }
  }

  const stopVisibility = visibility.subscribe(() => {
    if (visibility.isHidden()) {
      if (frame !== undefined) frames.cancel(frame);
      frame = undefined;
    } else {
      schedule();
    }
  });

  return {
    push(quote) {
      pending.set(quote.code, quote);
      schedule();
    },
    getQuote: (symbol) => quotes.get(symbol),
    subscribe(symbol, listener) {
      let set = listeners.get(symbol);
      if (!set) {
        set = new Set();
        listeners.set(symbol, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(symbol);
      };
    },
    isStale: () => stale,
    setStale(next) {
      if (next === stale) return;
      stale = next;
      for (const listener of staleListeners) listener();
    },
    subscribeStale(listener) {
      staleListeners.add(listener);
      return () => staleListeners.delete(listener);
    },
    dispose() {
      stopVisibility();
      if (frame !== undefined) frames.cancel(frame);
      frame = undefined;
    },
  };
}
