import { useDeferredValue, useMemo, useState, type Key } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@repo/ui/components/Tabs';
import { TextField } from '@repo/ui/components/TextField';
import { serverMessage } from '../../shared/errors/errors';
import { quotesMessages as messages, quotesSearchMessages } from './messages';
import { productHref, QuoteRow, type TradeProduct } from './QuoteRow';
import { useScreenServices, useWatchPrices } from '../../shared/services/screenServices';
import { filterProducts, nextSort, sortProducts, type Sort, type SortKey } from './sortProducts';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Stack } from '@repo/ui/components/Stack';
import * as pageStyles from '../../shared/page/page.css';
import * as styles from './quotes.css';

export const CATEGORIES = ['coin', 'stock', 'futures', 'forex'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The product detail address of a product: `<marketPath>?id=<id>`. */
export interface QuotesScreenProps {
  api: ApiClient;
  /** The product detail path with the device prefix (`/m/market` or `/market`). */
  marketPath: string;
  defaultCategory?: Category;
}

/**
 * Live quotes (spec §2, /m/quotation): a tab per market, a search field, a table sortable by name,
 * price and change. The list renders only for a new product list, tab, search or sort; each row
 * follows its own symbol in the price store.
 */
export function QuotesScreen({ api, marketPath, defaultCategory = 'coin' }: QuotesScreenProps) {
  const intl = useIntl();
  const [category, setCategory] = useState<Category>(defaultCategory);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const deferredQuery = useDeferredValue(query);
  const { latestQuote } = useScreenServices();
  const products = useApiQuery(apiKey('/trade/product/list'), async () =>
    unwrap(await api.GET('/trade/product/list')),
  );
  const list = products.status === 'ready' ? products.data : undefined;

  const inCategory = useMemo(
    () => (list ?? []).filter((product) => product.category === category),
    [list, category],
  );
  // A search looks in every market (a stock is found from the Coins tab), not just the open one.
  const searching = deferredQuery.trim() !== '';
  const shown = useMemo(
    () =>
      sortProducts(
        searching ? filterProducts(list ?? [], deferredQuery) : inCategory,
        sort,
        intl.locale,
        (code) => {
          const tick = latestQuote?.(code);
          return tick && { price: tick.priceUsd, changeRate: tick.priceChange1d };
        },
      ),
    [searching, list, inCategory, deferredQuery, sort, intl.locale, latestQuote],
  );
  const symbols = useMemo(() => shown.map((product) => product.code), [shown]);
  useWatchPrices(symbols);

  const body = () => {
    if (products.status === 'loading')
      return <Skeleton lines={6} label={intl.formatMessage(messages.loading)} />;
    if (products.status === 'error')
      return (
        <ErrorState
          description={serverMessage(products.error) ?? intl.formatMessage(messages.loadError)}
          onRetry={products.retry}
          isRetrying={products.isRetrying}
        />
      );
    if (searching && shown.length === 0)
      return (
        <EmptyState
          title={intl.formatMessage(quotesSearchMessages.noMatch, { query: query.trim() })}
        />
      );
    if (shown.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <QuoteTable
        products={shown}
        marketPath={marketPath}
        sort={sort}
        onSort={setSort}
        showMarket={searching}
      />
    );
  };

  return (
    // The layout's header carries the page heading; the section is named for landmarks.
    <Stack
      as="section"
      gap="medium"
      className={pageStyles.column.wide}
      aria-label={intl.formatMessage(messages.title)}
    >
      <TextField
        type="search"
        label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        value={query}
        onChange={setQuery}
      />
      {searching ? (
        // Results from every market replace the market tabs while a search is on.
        <div className={styles.results} data-testid="quotes-search-results">
          <p className={styles.searchScope}>
            {intl.formatMessage(quotesSearchMessages.allMarkets)}
          </p>
          {body()}
        </div>
      ) : (
        <Tabs selectedKey={category} onSelectionChange={(key: Key) => setCategory(key as Category)}>
          <TabList aria-label={intl.formatMessage(messages.categories)} fill>
            {CATEGORIES.map((id) => (
              <Tab key={id} id={id}>
                {intl.formatMessage(messages[id])}
              </Tab>
            ))}
          </TabList>
          {CATEGORIES.map((id) => (
            <TabPanel key={id} id={id}>
              {id === category ? body() : null}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

const SORT_COLUMNS: readonly { key: SortKey; label: keyof typeof messages }[] = [
  { key: 'name', label: 'columnName' },
  { key: 'price', label: 'columnPrice' },
  { key: 'change', label: 'columnChange' },
];

function QuoteTable({
  products,
  marketPath,
  sort,
  onSort,
  showMarket,
}: {
  products: readonly TradeProduct[];
  marketPath: string;
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  /** Name each product's market under it (search results come from every market). */
  showMarket: boolean;
}) {
  const intl = useIntl();
  return (
    <table className={styles.table} data-testid="quotes-table">
      <thead>
        <tr>
          {SORT_COLUMNS.map((column) => {
            const active = sort?.key === column.key ? sort.direction : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                className={styles.headCell}
                aria-sort={active ?? 'none'}
              >
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => onSort(nextSort(sort, column.key))}
                >
                  {intl.formatMessage(messages[column.label])}
                  <SortArrow direction={active} />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <QuoteRow
            key={product.code}
            product={product}
            href={productHref(marketPath, product)}
            market={showMarket ? marketName(intl, product.category) : undefined}
          />
        ))}
      </tbody>
    </table>
  );
}

/** The tab name of a product's market; a category the app does not know yet is left unnamed. */
function marketName(intl: IntlShape, category: string): string | undefined {
  return (CATEGORIES as readonly string[]).includes(category)
    ? intl.formatMessage(messages[category as Category])
    : undefined;
}

function SortArrow({ direction }: { direction: Sort['direction'] | undefined }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M6 1 9 5H3z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M6 11 3 7h6z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}
