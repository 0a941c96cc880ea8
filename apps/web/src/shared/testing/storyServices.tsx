import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '@repo/api-schema/client';
import { fixtures } from '@repo/api-schema/mocks';
import { createPriceStore, type PriceStore } from '../../platform/prices/priceStore';
import { toLiveQuote } from '../../platform/prices/priceTick';
import { PriceStoreProvider } from '../../platform/prices/PriceStoreContext';
import { ScreenServicesProvider } from '../services/screenServices';
import { FreshQueryClient } from './queryClient';

/** A price store seeded with the fixture ticks; stories push more to show live changes. */
export function createStoryPriceStore(): PriceStore {
  return createPriceStore({ initial: fixtures.priceTicks.map(toLiveQuote) });
}

/**
 * What routed screens need, for stories: the API client, a price store, a fresh query cache and a
 * router at `path`.
 * Price subscriptions are recorded on `watched` instead of reaching a socket.
 */
export function StoryServices({
  api,
  store = createStoryPriceStore(),
  path = '/m/index',
  watched,
  children,
}: {
  api: ApiClient;
  store?: PriceStore;
  path?: string;
  watched?: string[][];
  children: ReactNode;
}) {
  const watchPrices = (symbols: readonly string[]) => {
    watched?.push([...symbols]);
    return () => undefined;
  };
  return (
    <MemoryRouter initialEntries={[path]}>
      <FreshQueryClient>
        <ScreenServicesProvider value={{ api, watchPrices, latestQuote: store.getQuote }}>
          <PriceStoreProvider store={store}>{children}</PriceStoreProvider>
        </ScreenServicesProvider>
      </FreshQueryClient>
    </MemoryRouter>
  );
}
