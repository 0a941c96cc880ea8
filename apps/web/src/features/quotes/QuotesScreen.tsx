import { useDeferredValue, useMemo, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@repo/ui/components/Tabs';
import { TextField } from '@repo/ui/components/TextField';
import { serverMessage } from '../../shared/errors/errors';
import { quotesMessages as messages, quotesSearchMessages } from './messages';
import { CATEGORIES, MarketTable, type Category } from './MarketTable';
import { useScreenServices, useWatchPrices } from '../../shared/services/screenServices';
import { filterProducts, sortProducts, type Sort } from './sortProducts';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Stack } from '@repo/ui/components/Stack';
import * as pageStyles from '../../shared/page/page.css';
import * as styles from './quotes.css';

/** The product detail address of a product: `<marketPath>?id=<id>`. */
export interface QuotesScreenProps {
  api: ApiClient;
  /** The product detail path with the device prefix (`/m/market` or `/market`). */
  marketPath: string;
  defaultCategory?: Category;
  /** The full market table of a wide screen (desktop): 24 h high, low and volume columns too. */
  full?: boolean;
}

/**
 * Live quotes (spec §2, /m/quotation): a tab per market, a search field, a table sortable by name,
 * price and change. The list renders only for a new product list, tab, search or sort; each row
 * follows its own symbol in the price store.
 */
export function QuotesScreen({
  api,
  marketPath,
  defaultCategory = 'coin',
  full = false,
}: QuotesScreenProps) {
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
          return (
            tick && {
              price: tick.price,
              changeRate: tick.changeRate,
              high: tick.high,
              low: tick.low,
              volume: tick.volume,
            }
          );
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
      <MarketTable
        products={shown}
        marketPath={marketPath}
        sort={sort}
        onSort={setSort}
        showMarket={searching}
        full={full}
      />
    );
  };

  return (
    // The layout's header carries the page heading; the section is named for landmarks.
    <Stack
      as="section"
      gap="medium"
      className={full ? styles.fullScreen : pageStyles.column.wide}
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
