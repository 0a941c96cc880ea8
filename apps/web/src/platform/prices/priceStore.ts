import { sameQuote, type PriceTick } from './priceTick';

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
  /** Queue a tick; it reaches subscribers at the next animation frame while the page is visible. */
  push(tick: PriceTick): void;
  /** The last flushed quote of a symbol; the same object until that symbol's quote changes. */
  getQuote(symbol: string): PriceTick | undefined;
  /** Listen to one symbol; the listener runs at most once per frame, only when that symbol changed. */
  subscribe(symbol: string, listener: () => void): () => void;
  /** True while the socket is down: shown prices may be out of date. */
  isStale(): boolean;
  setStale(stale: boolean): void;
  subscribeStale(listener: () => void): () => void;
  /** Stop listening to visibility and drop any scheduled frame. */
  dispose(): void;
}

export const browserFrameScheduler: FrameScheduler = {
  request: (callback) => window.requestAnimationFrame(() => callback()),
  cancel: (handle) => window.cancelAnimationFrame(handle),
};

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
  initial?: Iterable<PriceTick>;
}

/**
 * Per-symbol external store for `useSyncExternalStore`. Ticks are coalesced (last one per symbol wins)
 * and flushed once per animation frame; while the page is hidden nothing is flushed, and the latest
 * tick of each symbol is delivered in one frame when it shows again.
 */
export function createPriceStore(options: PriceStoreOptions = {}): PriceStore {
  const frames = options.frames ?? browserFrameScheduler;
  const visibility = options.visibility ?? documentVisibility;
  const quotes = new Map<string, PriceTick>();
  for (const tick of options.initial ?? []) quotes.set(tick.symbol, tick);
  const pending = new Map<string, PriceTick>();
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
    push(tick) {
      pending.set(tick.symbol, tick);
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
