import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { ScreenServicesProvider, type ScreenServices } from '../../shared/services/screenServices';
import {
  createAppQueryClient,
  isAccountQuery,
  isBetQuery,
  isMoneyQuery,
  isNoticeQuery,
  isOrderQuery,
} from '../../shared/data/queryClient';
import { PriceStoreProvider } from '../../platform/prices';
import { ScreenIndexProvider } from '../../shared/routing/ScreenIndex';
import { betOffered, isBetAddress } from '../../features/bet';
import { hasScreen } from '../routeTable';
import { AppServicesProvider, type AppServices } from '../../shared/services/AppServicesContext';
import { selectSettings } from './sessionView';

/**
 * The one services provider: the app services (for the shell), the price store, the query cache, and
 * the screens' view of the platform (API client, per-symbol price topics subscribed once and again
 * after every reconnect, the latest quote). Routed pages read it with useScreenServices; nothing wraps
 * them again. The server's refresh topics invalidate the cached reads they concern, and a change of
 * account drops the previous account's.
 */
export function ServicesProviders({
  services,
  queryClient: given,
  children,
}: {
  services: AppServices;
  /** The cache the start-up loads were written into (main.tsx); a fresh one when left out. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [ownClient] = useState(createAppQueryClient);
  const queryClient = given ?? ownClient;
  const screenServices = useMemo<ScreenServices>(
    () => ({
      api: services.api,
      watchPrices: services.watchPrices,
      latestQuote: (symbol) => services.prices.getQuote(symbol),
      betUpdates: (listener) =>
        services.betUpdates.subscribe(() => {
          const bet = services.betUpdates.get();
          if (bet) listener(bet);
        }),
    }),
    [services],
  );

  // Refresh-notice topic, a new notice: the messages and notices shown are read again.
  useEffect(
    () =>
      services.noticeRevision.subscribe(() => {
        void queryClient.invalidateQueries({ predicate: (query) => isNoticeQuery(query.queryKey) });
      }),
    [services, queryClient],
  );
  // The order topic, a reconnect: the orders, positions and balance shown are read again.
  useEffect(
    () =>
      services.orderRevision.subscribe(() => {
        void queryClient.invalidateQueries({ predicate: (query) => isOrderQuery(query.queryKey) });
      }),
    [services, queryClient],
  );
  // Money topic: the balances, holdings and records shown are read again.
  useEffect(
    () =>
      services.moneyRevision.subscribe(() => {
        void queryClient.invalidateQueries({ predicate: (query) => isMoneyQuery(query.queryKey) });
      }),
    [services, queryClient],
  );
  // The user's bet topic: the bets, results and balances shown are read again.
  useEffect(
    () =>
      services.betUpdates.subscribe(() => {
        void queryClient.invalidateQueries({ predicate: (query) => isBetQuery(query.queryKey) });
      }),
    [services, queryClient],
  );
  // The operator switched timed bets off: no shortcut, banner or link leads to them.
  const betOn = useSelector(services.session, (s) => betOffered(selectSettings(s)));
  const screenIndex = useMemo(
    () => (betOn ? hasScreen : (address: string) => !isBetAddress(address) && hasScreen(address)),
    [betOn],
  );
  // Another account (or none): nothing read for the previous one may show.
  const userId = useSelector(services.session, (s) => s.context.user?.id ?? null);
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    queryClient.removeQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
  }

  return (
    <AppServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <PriceStoreProvider store={services.prices}>
          <ScreenServicesProvider value={screenServices}>
            <ScreenIndexProvider value={screenIndex}>{children}</ScreenIndexProvider>
          </ScreenServicesProvider>
        </PriceStoreProvider>
      </QueryClientProvider>
    </AppServicesProvider>
  );
}
