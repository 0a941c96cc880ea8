import { useMemo, type ReactNode } from 'react';
import { ScreenServicesProvider, type ScreenServices } from '../../features/quotes/services';
import { PriceStoreProvider } from '../../platform/prices';
import type { AppServices } from './appServices';
import { AppServicesProvider } from './AppServicesContext';

/**
 * The services every screen may use: the app services, the price store, and the screens' view of the
 * platform (API client, per-symbol price topics subscribed once and again after every reconnect).
 */
export function ServicesProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  const screenServices = useMemo<ScreenServices>(
    () => ({
      api: services.api,
      watchPrices: services.watchPrices,
      latestQuote: (symbol) => services.prices.getQuote(symbol),
    }),
    [services],
  );
  return (
    <AppServicesProvider services={services}>
      <PriceStoreProvider store={services.prices}>
        <ScreenServicesProvider value={screenServices}>{children}</ScreenServicesProvider>
      </PriceStoreProvider>
    </AppServicesProvider>
  );
}
