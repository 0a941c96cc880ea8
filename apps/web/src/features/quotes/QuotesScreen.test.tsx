import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@repo/api-schema/schema';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { createManualFrames, createManualVisibility } from '../../platform/testing/fakes';
import { createPriceStore } from '../../platform/prices/priceStore';
import { PriceStoreProvider } from '../../platform/prices/PriceStoreContext';
import type { LiveQuote } from '../../platform/prices/priceTick';
import { ScreenServicesProvider } from '../../shared/services/screenServices';
import type * as ServicesModule from '../../shared/services/screenServices';
import type * as PriceStoreContextModule from '../../platform/prices/PriceStoreContext';
import { QuotesScreen } from './QuotesScreen';

// jsdom has no CSS.escape; react-aria's tab list uses it to find the focused tab.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, { CSS: { escape: (v: string) => v.replace(/[^\w-]/g, '\\$&') } });
}

/** Row renders, counted where a row reads its own symbol from the store. */
const rowRenders = new Map<string, number>();
let screenRenders = 0;

vi.mock('../../platform/prices/PriceStoreContext', async (importOriginal) => {
  const original = await importOriginal<typeof PriceStoreContextModule>();
  return {
    ...original,
    usePrice: (symbol: string) => {
      rowRenders.set(symbol, (rowRenders.get(symbol) ?? 0) + 1);
      return original.usePrice(symbol);
    },
  };
});

vi.mock('../../shared/services/screenServices', async (importOriginal) => {
  const original = await importOriginal<typeof ServicesModule>();
  return {
    ...original,
    // Called once per render of the quotes screen (the list owner).
    useWatchPrices: (symbols: readonly string[]) => {
      screenRenders += 1;
      original.useWatchPrices(symbols);
    },
  };
});

const COUNT = 200;
const products: Schema<'TradeProduct'>[] = Array.from({ length: COUNT }, (_, index) => ({
  id: index + 1,
  code: `SYM${index}`,
  name: `Product ${index}`,
  category: 'coin',
  icon: null,
  price: '100',
  high: '110',
  low: '90',
  volume: '1000',
  changeRate: '0.5',
  rise: true,
  precision: 2,
  status: 'trading',
  simulated: true,
}));

const tick = (symbol: string, price: string): LiveQuote => ({
  code: symbol,
  price,
  high: '110',
  low: '90',
  volume: '1000',
  changeRate: '0.5',
});

function setup(list = products) {
  const frames = createManualFrames();
  const visibility = createManualVisibility();
  const store = createPriceStore({ frames, visibility });
  const { api } = createTestApi({ '/trade/product/list': () => ({ code: 0, data: list }) });
  const watchPrices = vi.fn((_symbols: readonly string[]) => () => undefined);
  render(
    withIntl(
      <ScreenServicesProvider value={{ api, watchPrices, latestQuote: store.getQuote }}>
        <PriceStoreProvider store={store}>
          <QuotesScreen api={api} marketPath="/m/market" />
        </PriceStoreProvider>
      </ScreenServicesProvider>,
    ),
  );
  return { frames, visibility, store, watchPrices };
}

beforeEach(() => {
  rowRenders.clear();
  screenRenders = 0;
});
afterEach(() => vi.clearAllMocks());

// 200 rows in jsdom and a hundred-odd frames: seconds of work on a loaded CI machine. These tests
// count renders, not time, so they get room.
const LIVE_ROWS_TIMEOUT_MS = 30_000;
const firstRender = { timeout: 10_000 };

describe('QuotesScreen live rows', { timeout: LIVE_ROWS_TIMEOUT_MS }, () => {
  it('renders only the row of the symbol that changed, never the list, per price message', async () => {
    const { frames, store, watchPrices } = setup();
    await screen.findByTestId('quote-row-SYM199', {}, firstRender);
    expect(watchPrices).toHaveBeenLastCalledWith(products.map((p) => p.code));
    rowRenders.clear();
    screenRenders = 0;

    // N messages, one per frame, on a deterministic spread of symbols with changing prices.
    const N = 120;
    const expected = new Map<string, number>();
    for (let n = 0; n < N; n += 1) {
      const symbol = `SYM${(n * 37) % COUNT}`;
      act(() => {
        store.push(tick(symbol, `${100 + n}.25`));
        frames.runFrame();
      });
      expected.set(symbol, (expected.get(symbol) ?? 0) + 1);
    }
    expect(Object.fromEntries(rowRenders)).toEqual(Object.fromEntries(expected));
    const total = [...rowRenders.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(N);
    expect(screenRenders).toBe(0);
    // The last message (n = 119) went to SYM3: its row shows that price.
    expect(within(screen.getByTestId('quote-row-SYM3')).getByText('219.25')).toBeTruthy();
  });

  it('renders nothing while the page is hidden and catches up in one frame when shown', async () => {
    const { frames, store, visibility } = setup();
    await screen.findByTestId('quote-row-SYM0', {}, firstRender);
    rowRenders.clear();
    screenRenders = 0;

    act(() => visibility.setHidden(true));
    for (let n = 0; n < 50; n += 1) {
      act(() => {
        store.push(tick(`SYM${n % 5}`, `${200 + n}`));
        frames.runFrame();
      });
    }
    expect(rowRenders.size).toBe(0);

    act(() => {
      visibility.setHidden(false);
      frames.runFrame();
    });
    expect(Object.fromEntries(rowRenders)).toEqual({ SYM0: 1, SYM1: 1, SYM2: 1, SYM3: 1, SYM4: 1 });
    expect(screenRenders).toBe(0);
  });
});

describe('QuotesScreen list', () => {
  const mixed: Schema<'TradeProduct'>[] = [
    { ...products[0]!, code: 'BTCUSDT', name: 'Bitcoin', price: '97000', changeRate: '1.5' },
    { ...products[1]!, code: 'ETHUSDT', name: 'Ethereum', price: '3100', changeRate: '-2' },
    { ...products[2]!, code: 'ADAUSDT', name: 'Cardano', price: '0.9', changeRate: '3.1' },
    { ...products[3]!, code: 'AAPL', name: 'Apple', category: 'stock' },
  ];
  const codes = () =>
    screen
      .getAllByTestId(/^quote-row-/)
      .map((row) => row.getAttribute('data-testid')!.replace('quote-row-', ''));

  it('sorts by the latest live price when the sort is chosen, then keeps that order', async () => {
    const user = userEvent.setup();
    const { frames, store } = setup(mixed);
    await screen.findByTestId('quote-row-ADAUSDT');
    act(() => {
      store.push(tick('ADAUSDT', '200000'));
      frames.runFrame();
    });
    await user.click(screen.getByRole('button', { name: /Last price/ }));
    expect(codes()).toEqual(['ADAUSDT', 'BTCUSDT', 'ETHUSDT']);
    // A later message updates the row but does not reorder the list under the user.
    act(() => {
      store.push(tick('ADAUSDT', '0.5'));
      frames.runFrame();
    });
    expect(codes()).toEqual(['ADAUSDT', 'BTCUSDT', 'ETHUSDT']);
  });

  it('shows one category, filters by search and sorts by price and change as decimals', async () => {
    const user = userEvent.setup();
    setup(mixed);
    await screen.findByTestId('quote-row-BTCUSDT');
    expect(codes()).toEqual(['BTCUSDT', 'ETHUSDT', 'ADAUSDT']);

    await user.click(screen.getByRole('button', { name: /Last price/ }));
    expect(codes()).toEqual(['BTCUSDT', 'ETHUSDT', 'ADAUSDT']);
    expect(screen.getByRole('columnheader', { name: /Last price/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(screen.getByRole('button', { name: /Last price/ }));
    expect(codes()).toEqual(['ADAUSDT', 'ETHUSDT', 'BTCUSDT']);
    await user.click(screen.getByRole('button', { name: /24h change/ }));
    expect(codes()).toEqual(['ADAUSDT', 'BTCUSDT', 'ETHUSDT']);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(codes()).toEqual(['ADAUSDT', 'BTCUSDT', 'ETHUSDT']);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ether');
    expect(await screen.findByTestId('quote-row-ETHUSDT')).toBeTruthy();
    expect(codes()).toEqual(['ETHUSDT']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('tab', { name: 'Stocks' }));
    expect(await screen.findByTestId('quote-row-AAPL')).toBeTruthy();
    expect(codes()).toEqual(['AAPL']);
    await user.click(screen.getByRole('tab', { name: 'Forex' }));
    expect(await screen.findByText('No products in this market')).toBeTruthy();
  });

  it('searches every market and says which market each result is in', async () => {
    const user = userEvent.setup();
    setup(mixed);
    await screen.findByTestId('quote-row-BTCUSDT');
    // On the Coins tab, "apple" still finds the stock AAPL.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'apple');
    const row = await screen.findByTestId('quote-row-AAPL');
    expect(codes()).toEqual(['AAPL']);
    expect(within(row).getByText('Stocks')).toBeTruthy();
    // The whole row is one link, named by the product, and nothing else in it is interactive.
    const links = within(row).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/m/market?id=4');
    expect(within(row).queryByRole('button')).toBeNull();
    // "usdt" matches coins of every market, each with its market named.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'usdt');
    await screen.findByTestId('quote-row-ETHUSDT');
    expect(codes()).toEqual(['BTCUSDT', 'ETHUSDT', 'ADAUSDT']);
    expect(within(screen.getByTestId('quote-row-ETHUSDT')).getByText('Coins')).toBeTruthy();
  });
});
