import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import type { LiveQuote } from '../../platform/prices/priceTick';

/**
 * What the screens need from the shell: the app's API client and a way to ask the socket for the
 * price topics of the symbols a screen shows. The app mounts the one provider (app/services/
 * ServicesProviders) around the router; stories and tests mount it with a story client.
 */
export interface ScreenServices {
  api: ApiClient;
  /** Subscribe to the price topics of these symbols (only those not yet subscribed); returns a stop. */
  watchPrices(symbols: readonly string[]): () => void;
  /** The latest live quote of a symbol, read on demand (sorting); never subscribes. */
  latestQuote?(symbol: string): LiveQuote | undefined;
  /** The user's bet topic (placed and settled timed bets) as they arrive; returns a stop. */
  betUpdates?(listener: (bet: Schema<'BetRecord'>) => void): () => void;
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
