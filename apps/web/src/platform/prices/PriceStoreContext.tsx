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
 * One value of the price store for one key, held in state and followed by a subscription, not read
 * with useSyncExternalStore: React renders a screen's rows in slices (a transition), and a store read
 * that way that changes between two slices (a price frame, about once a second) makes React throw the
 * slices away and render the whole screen again in one long task. Measured on the home page: in about
 * a third of the loads. A component mounted during such a render may show the previous value until
 * its effect has subscribed: the effect reads the store again then, so no change is missed. Another
 * key (or store) shows its own value at once, never the previous key's. `read` and `follow` are
 * module-level functions, so the subscription changes only with the store and the key.
 */
function useFollowed<K, T>(
  key: K,
  read: (store: PriceStore, key: K) => T,
  follow: (store: PriceStore, key: K, listener: () => void) => () => void,
): T {
  const store = usePriceStore();
  const [seen, setSeen] = useState(() => ({ store, key, value: read(store, key) }));
  const value = seen.store === store && seen.key === key ? seen.value : read(store, key);
  useEffect(() => {
    const update = () =>
      setSeen((previous) => {
        const next = read(store, key);
        return previous.store === store && previous.key === key && previous.value === next
          ? previous
          : { store, key, value: next };
      });
    update();
    return follow(store, key, update);
  }, [store, key, read, follow]);
  return value;
}

const readQuote = (store: PriceStore, symbol: string) => store.getQuote(symbol);
const followQuote = (store: PriceStore, symbol: string, listener: () => void) =>
  store.subscribe(symbol, listener);

/** The live quote of one symbol; the component re-renders only when this symbol's quote changes. */
export function usePrice(symbol: string): LiveQuote | undefined {
  return useFollowed(symbol, readQuote, followQuote);
}

const readStale = (store: PriceStore) => store.isStale();
const followStale = (store: PriceStore, _key: null, listener: () => void) =>
  store.subscribeStale(listener);

/**
 * True while the price socket is down (prices on screen may be out of date). It changes when the
 * socket connects, often while the first screen renders.
 */
export function usePricesStale(): boolean {
  return useFollowed(null, readStale, followStale);
}
