import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createApiClient, createMemoryStorage, type ApiClient } from '@repo/api-schema/client';
import { createTestQueryClient } from './queryClient';

export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
  /** The `X-IDEMPOTENT-TOKEN` header, when the call carried one. */
  idempotentToken?: string;
}

type Reply = { code: number; msg?: string; data?: unknown } | Response;
type Route = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * A client of the contract whose fetch answers from `routes` (by path after /api) and records every
 * call: one per test, no global mocks. A route that throws drops the answer (a lost connection).
 */
export function createTestApi(routes: Record<string, Route>): {
  api: ApiClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const api = createApiClient({
    baseUrl: 'http://app.test',
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      const token = request.headers.get('X-IDEMPOTENT-TOKEN');
      const call: RecordedCall = {
        path,
        method: request.method,
        body: text ? (JSON.parse(text) as unknown) : null,
        ...(token === null ? {} : { idempotentToken: token }),
      };
      calls.push(call);
      const route = routes[path];
      if (!route) return new Response('not found', { status: 404 });
      const reply = await route(call);
      if (reply instanceof Response) return reply;
      return new Response(JSON.stringify({ msg: 'success', data: null, ...reply }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, calls };
}

/**
 * What a screen needs around it in a unit test: English messages and a query cache of its own (pass
 * the same `queryClient` to a rerender that must keep the cache).
 */
export function withIntl(
  ui: ReactElement,
  queryClient: QueryClient = createTestQueryClient(),
): ReactElement {
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}} onError={() => undefined}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </IntlProvider>
  );
}

export const countries = [
  { name: 'United Kingdom', areaCode: '+44' },
  { name: 'Iran', areaCode: '+98' },
];
