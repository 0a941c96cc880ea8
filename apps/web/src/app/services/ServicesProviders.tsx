import { useMemo, type ReactNode } from 'react';
import { ScreenServicesProvider, type ScreenServices } from '../../shared/services/screenServices';
import { feedPriceMessages, PriceStoreProvider } from '../../platform/prices';
import type { AppServices } from './appServices';
import { AppServicesProvider } from './AppServicesContext';

/**
 * The one services provider: the app services (for the shell), the price store, and the screens' view
 * of the platform (API client, per-symbol price topics subscribed once and again after every
 * reconnect, the latest quote). Routed pages read it with useScreenServices; nothing wraps them again.
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
      watchPrices: (symbols) => feedPriceMessages(services.prices, services.stomp, symbols),
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
