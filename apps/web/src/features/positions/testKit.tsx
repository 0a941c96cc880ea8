import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createApiClient, createMemoryStorage, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { fixtures } from '@repo/api-schema/mocks';
import { createPriceStore, type PriceStore } from '../../platform/prices/priceStore';
import { PriceStoreProvider } from '../../platform/prices/PriceStoreContext';
import { createManualFrames, createManualVisibility } from '../../platform/testing/fakes';
import { ScreenServicesProvider } from '../../shared/services/screenServices';
import { createTestQueryClient } from '../../shared/testing/queryClient';

// jsdom has no CSS.escape, which react-aria's modal and tab list use.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

export interface Call {
  path: string;
  body: unknown;
  token: string | null;
}

type Reply = { code: number; msg?: string; data?: unknown } | Response;

/**
 * The positions screens' test harness: a contract client whose fetch answers from `routes` and records
 * each call with its idempotency token, a price store driven frame by frame, a query cache.
 */
export function positionsKit(routes: Record<string, (call: Call) => Reply>) {
  const calls: Call[] = [];
  const api: ApiClient = createApiClient({
    baseUrl: 'http://app.test',
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      const call = {
        path,
        body: text ? (JSON.parse(text) as unknown) : null,
        token: request.headers.get('X-IDEMPOTENT-TOKEN'),
      };
      calls.push(call);
      const route =
        routes[path] ??
        (path.startsWith('/trade/product/rule/')
          ? () => ({ code: 0, data: fixtures.tradeRule })
          : path === '/trade/product/list'
            ? () => ({ code: 0, data: fixtures.products })
            : undefined);
      if (!route) return new Response('not found', { status: 404 });
      const reply = route(call);
      if (reply instanceof Response) return reply;
      return Response.json({ msg: 'success', data: null, ...reply });
    },
  });
  const frames = createManualFrames();
  const prices: PriceStore = createPriceStore({ frames, visibility: createManualVisibility() });
  const queryClient = createTestQueryClient();
  const watched: string[][] = [];
  const wrap = (ui: ReactNode, client: QueryClient = queryClient) => (
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}} onError={() => undefined}>
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <ScreenServicesProvider
            value={{
              api,
              watchPrices: (symbols) => {
                watched.push([...symbols]);
                return () => undefined;
              },
            }}
          >
            <PriceStoreProvider store={prices}>{ui}</PriceStoreProvider>
          </ScreenServicesProvider>
        </QueryClientProvider>
      </MemoryRouter>
    </IntlProvider>
  );
  /** A price message of `code` at mid `price`, shown at the next frame. */
  const tick = (code: string, price: string) =>
    prices.push({ code, price, high: price, low: price, volume: '1', changeRate: '0' });
  return { api, calls, prices, frames, queryClient, watched, wrap, tick };
}

export const page = (list: readonly Schema<'Order'>[]) => ({
  code: 0,
  data: { list, total: list.length, page: 1, limit: 20 },
});
