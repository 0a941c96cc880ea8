import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PriceStore } from './priceStore';
import type { LiveQuote } from './priceTick';

const PriceStoreContext = createContext<PriceStore | null>(null);

export function PriceStoreProvider({
  store,
  children,
}: {
  store: PriceStore;
  children: ReactNode;
}) {
  return <PriceStoreContext.Provider value={store}>{children}</PriceStoreContext.Provider>;
}

function usePriceStore(): PriceStore {
  const store = useContext(PriceStoreContext);
  if (!store) throw new Error('usePrice needs a <PriceStoreProvider> above it');
  return store;
}

/**
 * The live quote of one symbol; the component re-renders only when this symbol's quote changes.
 *
 * Held in state and followed by a subscription, not read with useSyncExternalStore: React renders a
 * screen's rows in slices (a transition), and a store read that way that changes between two slices
 * (a price frame, about once a second) makes React throw the slices away and render the whole screen
 * again in one long task. Measured on the home page: in about a third of the loads. A row mounted
 * during such a render may show the quote of the previous frame until its effect has subscribed:
 * the effect reads the store again then, so no tick is missed.
 */
export function usePrice(symbol: string): LiveQuote | undefined {
  const store = usePriceStore();
  const [seen, setSeen] = useState(() => ({ store, symbol, quote: store.getQuote(symbol) }));
  // Another symbol (or store) shows its own quote at once, never the previous symbol's.
  const quote =
    seen.store === store && seen.symbol === symbol ? seen.quote : store.getQuote(symbol);
  useEffect(() => {
    const read = () =>
      setSeen((previous) => {
        const next = store.getQuote(symbol);
        return previous.store === store && previous.symbol === symbol && previous.quote === next
          ? previous
          : { store, symbol, quote: next };
      });
    read();
    return store.subscribe(symbol, read);
  }, [store, symbol]);
  return quote;
}

/**
 * True while the price socket is down (prices on screen may be out of date). Held in state like
 * `usePrice`, for the same reason: it changes when the socket connects, often while the first screen
 * renders.
 */
export function usePricesStale(): boolean {
  const store = usePriceStore();
  const [seen, setSeen] = useState(() => ({ store, stale: store.isStale() }));
  const stale = seen.store === store ? seen.stale : store.isStale();
  useEffect(() => {
    const read = () =>
      setSeen((previous) =>
        previous.store === store && previous.stale === store.isStale()
          ? previous
          : { store, stale: store.isStale() },
      );
    read();
    return store.subscribeStale(read);
  }, [store]);
  return stale;
}
