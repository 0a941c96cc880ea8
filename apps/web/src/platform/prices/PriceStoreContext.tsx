import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

/** The live quote of one symbol; the component re-renders only when this symbol's quote changes. */
export function usePrice(symbol: string): LiveQuote | undefined {
  const store = usePriceStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(symbol, listener),
    [store, symbol],
  );
  const getSnapshot = useCallback(() => store.getQuote(symbol), [store, symbol]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** True while the price socket is down (prices on screen may be out of date). */
export function usePricesStale(): boolean {
  const store = usePriceStore();
  return useSyncExternalStore(store.subscribeStale, store.isStale, store.isStale);
}
