import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { Button } from '@repo/ui/components/Button';
import { ChangeRateText } from '@repo/ui/components/ChangeRateText';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { List, ListItem } from '@repo/ui/components/List';
import { compareTrend, PriceText } from '@repo/ui/components/PriceText';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { TextField } from '@repo/ui/components/TextField';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { LoadFailure } from '../../shared/page/loadStates';
import {
  categoryNames,
  contentTitles,
  searchMessages as messages,
  searchValueMessages,
} from './messages';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

/** The contract's longest keyword. */
const KEYWORD_MAX = 64;
/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchResult = Schema<'SearchResult'>;

export interface SearchScreenProps {
  api: ApiClient;
  paths: ContentPaths;
  /** The keyword in the address (`?keyword=`), searched at once. */
  initialKeyword?: string;
  /** Called with each keyword searched (the page keeps it in the address). */
  onSearch?: ((keyword: string) => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * Search (spec §2 /m/search): products of every market and articles, searched as the user types;
 * before anything is typed, the popular searches. A product opens its market page, an article its
 * page in the article centre.
 */
export function SearchScreen({
  api,
  paths,
  initialKeyword = '',
  onSearch,
  onBack,
}: SearchScreenProps) {
  const intl = useIntl();
  const [text, setText] = useState(initialKeyword.slice(0, KEYWORD_MAX));
  const [keyword, setKeyword] = useState(text.trim());

  useEffect(() => {
    const next = text.trim();
    if (next === keyword) return undefined;
    const timer = setTimeout(() => setKeyword(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  const reportSearch = onSearch;
  useEffect(() => {
    reportSearch?.(keyword);
    // Report each new keyword once; the callback identity is not a reason to report again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);

  const popular = useApiQuery(apiKey('/search/popular'), async () =>
    unwrap(await api.GET('/search/popular')),
  );
  const results = useApiQuery<SearchResult | null>(apiKey('/search/list', { keyword }), async () =>
    keyword === ''
      ? null
      : unwrap(await api.GET('/search/list', { params: { query: { keyword } } })),
  );

  const choose = (term: string) => {
    const next = term.slice(0, KEYWORD_MAX);
    setText(next);
    setKeyword(next.trim());
  };

  const popularSection = () => {
    // Popular terms are a convenience: while they load or when they fail, the field is enough.
    if (popular.status !== 'ready' || popular.data.length === 0) return null;
    return (
      <section aria-labelledby="search-popular" className={styles.section}>
        <h2 id="search-popular" className={styles.sectionHeading}>
          {intl.formatMessage(messages.popular)}
        </h2>
        <ul className={styles.chips}>
          {popular.data.map(({ keyword: term }) => (
            <li key={term}>
              <Button tone="secondary" size="small" onPress={() => choose(term)}>
                <bdi>{term}</bdi>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    );
  };

  const resultsBody = () => {
    if (keyword === '')
      return (
        <>
          <p className={styles.text}>{intl.formatMessage(messages.idleHint)}</p>
          {popularSection()}
        </>
      );
    if (results.status === 'loading')
      return <Skeleton lines={4} label={intl.formatMessage(messages.searching)} />;
    if (results.status === 'error')
      return (
        <LoadFailure
          error={results.error}
          retry={results.retry}
          isRetrying={results.isRetrying}
          failed={messages.loadError}
        />
      );
    const { products, articles } = results.data ?? { products: [], articles: [] };
    if (products.length === 0 && articles.length === 0)
      return (
        <>
          <EmptyState
            title={intl.formatMessage(searchValueMessages.noResults, { query: keyword })}
            description={intl.formatMessage(messages.noResultsHint)}
          />
          {popularSection()}
        </>
      );
    return (
      <>
        {products.length > 0 ? (
          <ResultSection id="search-products" heading={intl.formatMessage(messages.products)}>
            <List
              aria-label={intl.formatMessage(messages.products)}
              items={products}
              data-testid="search-products"
            >
              {(product) => (
                <ListItem
                  id={product.id}
                  href={paths.product(product.id)}
                  title={product.code}
                  description={
                    <>
                      <bdi>{product.name}</bdi>
                      {' · '}
                      {intl.formatMessage(categoryNames[product.category])}
                    </>
                  }
                  end={
                    <span className={styles.productEnd}>
                      <PriceText
                        value={product.price}
                        precision={product.precision}
                        trend={compareTrend(product.changeRate, '0')}
                      />
                      <ChangeRateText value={product.changeRate} />
                    </span>
                  }
                />
              )}
            </List>
          </ResultSection>
        ) : null}
        {articles.length > 0 ? (
          <ResultSection id="search-articles" heading={intl.formatMessage(messages.articles)}>
            <List
              aria-label={intl.formatMessage(messages.articles)}
              items={articles}
              data-testid="search-articles"
            >
              {(article) => (
                <ListItem
                  id={article.id}
                  href={paths.poster(article.id)}
                  title={article.title}
                  {...(article.summary ? { description: article.summary } : {})}
                />
              )}
            </List>
          </ResultSection>
        ) : null}
      </>
    );
  };

  const count =
    keyword !== '' && results.status === 'ready' && results.data
      ? results.data.products.length + results.data.articles.length
      : undefined;

  return (
    <PageFrame title={intl.formatMessage(contentTitles.search)} onBack={onBack}>
      <div role="search" className={styles.section}>
        <TextField
          type="search"
          label={intl.formatMessage(messages.fieldLabel)}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={text}
          onChange={setText}
          maxLength={KEYWORD_MAX}
          // The search already runs as the user types; Enter sends it without waiting.
          onKeyDown={(event) => {
            if (event.key === 'Enter') setKeyword(text.trim());
          }}
        />
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {count === undefined ? '' : intl.formatMessage(searchValueMessages.resultCount, { count })}
      </p>
      {resultsBody()}
    </PageFrame>
  );
}

/** One group of results (products, articles) under its heading. */
function ResultSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
