import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Schema } from '@repo/api-schema/schema';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { createManualFrames, createManualVisibility } from '../../platform/testing/fakes';
import { createPriceStore } from '../../platform/prices/priceStore';
import { PriceStoreProvider } from '../../platform/prices/PriceStoreContext';
import { ScreenServicesProvider } from '../../shared/services/screenServices';
import { QuotesScreen } from './QuotesScreen';
import { sortProducts } from './sortProducts';

// jsdom has no CSS.escape; react-aria's tab list uses it to find the focused tab.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, { CSS: { escape: (v: string) => v.replace(/[^\w-]/g, '\\$&') } });
}

type Product = Schema<'TradeProduct'>;
const product = (id: number, code: string, figures: Partial<Product>): Product => ({
  id,
  code,
  name: `${code} name`,
  category: 'coin',
  icon: null,
  price: '1',
  high: '1',
  low: '1',
  volume: '1',
  changeRate: '0',
  rise: true,
  precision: 2,
  status: 'trading',
  simulated: true,
  ...figures,
});

// As decimals, not as text: "9.5" < "10" < "120.25" (text order would put "9.5" last).
const list = [
  product(1, 'AAA', { high: '10', low: '3', volume: '120.25' }),
  product(2, 'BBB', { high: '9.5', low: '0.5', volume: '9.5' }),
  product(3, 'CCC', { high: '120.25', low: '1', volume: '10' }),
];
const codes = (products: readonly Product[]) => products.map((p) => p.code);

describe('sortProducts by the full table columns', () => {
  it('orders 24 h high, low and volume as decimals, either way', () => {
    const by = (key: 'high' | 'low' | 'volume', direction: 'ascending' | 'descending') =>
      codes(sortProducts(list, { key, direction }, 'en-US'));
    expect(by('high', 'descending')).toEqual(['CCC', 'AAA', 'BBB']);
    expect(by('low', 'ascending')).toEqual(['BBB', 'CCC', 'AAA']);
    expect(by('volume', 'descending')).toEqual(['AAA', 'CCC', 'BBB']);
  });

  it('orders by the live figures when a quote has arrived', () => {
    const live = (code: string) =>
      code === 'BBB' ? { price: '1', changeRate: '0', volume: '500' } : undefined;
    expect(
      codes(sortProducts(list, { key: 'volume', direction: 'descending' }, 'en-US', live)),
    ).toEqual(['BBB', 'AAA', 'CCC']);
  });
});

function setup() {
  const store = createPriceStore({
    frames: createManualFrames(),
    visibility: createManualVisibility(),
  });
  const { api } = createTestApi({ '/trade/product/list': () => ({ code: 0, data: list }) });
  render(
    withIntl(
      <ScreenServicesProvider
        value={{ api, watchPrices: vi.fn(() => () => undefined), latestQuote: store.getQuote }}
      >
        <PriceStoreProvider store={store}>
          <QuotesScreen api={api} marketPath="/market" full />
        </PriceStoreProvider>
      </ScreenServicesProvider>,
    ),
  );
}

const rowCodes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-testid')?.replace('quote-row-', ''));

describe('the full market table (desktop quotes)', () => {
  it('has a sort button in every column header, and says the sort with aria-sort', async () => {
    const user = userEvent.setup();
    setup();
    const table = await screen.findByTestId('quotes-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Name',
      'Last price',
      '24h change',
      '24h high',
      '24h low',
      '24h volume',
    ]);
    for (const header of headers) {
      expect(within(header).getByRole('button')).toBeTruthy();
      expect(header.getAttribute('aria-sort')).toBe('none');
    }
    const volume = within(table).getByRole('button', { name: '24h volume' });
    // Keyboard: the header button takes focus and Enter sorts, largest first.
    act(() => volume.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: '24h volume' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(rowCodes(table)).toEqual(['AAA', 'CCC', 'BBB']);
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: '24h volume' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(rowCodes(table)).toEqual(['BBB', 'CCC', 'AAA']);
    await user.click(within(table).getByRole('button', { name: '24h low' }));
    expect(screen.getByRole('columnheader', { name: '24h volume' }).getAttribute('aria-sort')).toBe(
      'none',
    );
    expect(rowCodes(table)).toEqual(['AAA', 'CCC', 'BBB']);
  });

  it('shows high, low and volume in each row, whose one link opens the product', async () => {
    setup();
    const row = await screen.findByTestId('quote-row-CCC');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(2)).toEqual(['120.25', '1.00', '10']);
    const links = within(row).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/market?id=3');
  });
});
