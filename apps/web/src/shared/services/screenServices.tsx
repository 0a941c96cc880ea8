import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ApiClient } from '@repo/api-schema/client';
import { useAppServices } from '../../app/services/AppServicesContext';
import { feedPriceMessages } from '../../platform/prices/feedPriceMessages';
import type { PriceTick } from '../../platform/prices/priceTick';

/**
 * What the routed screens of this folder (home, quotes, product, messages, language) need from the
 * shell: the app's API client and a way to ask the socket for the price topics of the symbols a
 * screen shows. The shell mounts the provider once; stories and tests mount it with a story client.
 */
export interface ScreenServices {
  api: ApiClient;
  /** Subscribe to the price topics of these symbols (only those not yet subscribed); returns a stop. */
  watchPrices(symbols: readonly string[]): () => void;
  /** The latest live quote of a symbol, read on demand (sorting); never subscribes. */
  latestQuote?(symbol: string): PriceTick | undefined;
}

const ScreenServicesContext = createContext<ScreenServices | null>(null);

export function ScreenServicesProvider({
  value,
  children,
}: {
  value: ScreenServices;
  children: ReactNode;
}) {
  return <ScreenServicesContext.Provider value={value}>{children}</ScreenServicesContext.Provider>;
}

export function useScreenServices(): ScreenServices {
  const services = useContext(ScreenServicesContext);
  if (!services) throw new Error('useScreenServices needs a <ScreenServicesProvider> above it');
  return services;
}

/** Keeps the price topics of `symbols` subscribed while the calling component is mounted. */
export function useWatchPrices(symbols: readonly string[]): void {
  const { watchPrices } = useScreenServices();
  // One key for the set, so a new array with the same symbols does not resubscribe.
  const key = symbols.join(',');
  useEffect(() => {
    if (key === '') return undefined;
    return watchPrices(key.split(','));
  }, [key, watchPrices]);
}

/** The device prefix of the address showing: `/m` on the mobile routes, `` on the desktop ones. */
export function useDevicePrefix(): '' | '/m' {
  const { pathname } = useLocation();
  return pathname === '/m' || pathname.startsWith('/m/') ? '/m' : '';
}

/**
 * The routed pages' services taken from the app's: its API client, and price topics subscribed on
 * its STOMP connection feeding its price store (which the app provides as PriceStoreProvider).
 */
export function AppScreenServices({ children }: { children: ReactNode }) {
  const { api, prices, stomp } = useAppServices();
  const value = useMemo<ScreenServices>(
    () => ({
      api,
      watchPrices: (symbols) => feedPriceMessages(prices, stomp, symbols),
      latestQuote: (symbol) => prices.getQuote(symbol),
    }),
    [api, prices, stomp],
  );
  return <ScreenServicesProvider value={value}>{children}</ScreenServicesProvider>;
}

/** Wraps a routed page so it reads the app's services. */
export function withAppServices(Page: () => ReactNode) {
  return function RoutedPage() {
    return (
      <AppScreenServices>
        <Page />
      </AppScreenServices>
    );
  };
}
