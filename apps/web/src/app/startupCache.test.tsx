import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createAppQueryClient } from '../shared/data/queryClient';
import { withStartupCache } from '../shared/data/startupCache';
import { App } from './App';
import { createAppServices } from './services/appServices';
import { bootRoutes, createTestParts } from './services/testParts';
import { createTestRouter } from './testing/testRouter';

describe('start-up loads in the query cache', () => {
  it('loads the product list once on a start that opens home, then quotes, then a product', async () => {
    const queryClient = createAppQueryClient();
    let calls: string[] = [];
    const services = createAppServices((hooks) => {
      const test = createTestParts(
        {
          ...bootRoutes(),
          '/trade/product/info/1': () => ({ code: 0, data: fixtures.products[0] }),
        },
        hooks,
      );
      calls = test.calls;
      return { ...test.parts, api: withStartupCache(test.parts.api, queryClient) };
    });
    services.start();
    const router = createTestRouter('/m/index');
    render(<App services={services} queryClient={queryClient} Router={router.Router} />);

    expect(await screen.findByTestId('home-market', {}, { timeout: 5000 })).toBeTruthy();
    await act(() => router.navigate('/m/quotation'));
    expect(await screen.findByTestId('quote-row-BTCUSDT', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('home-market')).toBeNull();
    await act(() => router.navigate('/m/market?id=1'));
    expect(await screen.findByRole('heading', { name: /BTCUSDT/ }, { timeout: 5000 })).toBeTruthy();

    expect(calls.filter((path) => path === '/trade/product/list')).toHaveLength(1);
  });
});
