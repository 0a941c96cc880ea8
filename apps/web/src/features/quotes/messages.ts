import { defineMessages, type NoMessageValues } from 'react-intl';

export const quotesMessages = defineMessages({
  title: {
    id: 'quotes.title',
    defaultMessage: 'Quotes',
    description: 'Heading of the live quotes page',
  },
  categories: {
    id: 'quotes.categories',
    defaultMessage: 'Markets',
    description: 'Accessible name of the tab list of market categories on the quotes page',
  },
  coin: {
    id: 'quotes.category.coin',
    defaultMessage: 'Coins',
    description: 'Quotes tab: crypto coins',
  },
  stock: {
    id: 'quotes.category.stock',
    defaultMessage: 'Stocks',
    description: 'Quotes tab: stocks',
  },
  futures: {
    id: 'quotes.category.futures',
    defaultMessage: 'Futures',
    description: 'Quotes tab: futures (commodities, indices)',
  },
  forex: {
    id: 'quotes.category.forex',
    defaultMessage: 'Forex',
    description: 'Quotes tab: foreign exchange pairs',
  },
  search: {
    id: 'quotes.search',
    defaultMessage: 'Search',
    description: 'Label of the field that filters the quotes by name or code',
  },
  searchPlaceholder: {
    id: 'quotes.search.placeholder',
    defaultMessage: 'Name or code, e.g. BTC',
    description: 'Placeholder of the quotes search field',
  },
  columnName: {
    id: 'quotes.column.name',
    defaultMessage: 'Name',
    description: 'Quotes table column: product name and code; also a sort button',
  },
  columnPrice: {
    id: 'quotes.column.price',
    defaultMessage: 'Last price',
    description: 'Quotes table column: latest price; also a sort button',
  },
  columnChange: {
    id: 'quotes.column.change',
    defaultMessage: '24h change',
    description: 'Quotes table column: change over 24 hours in percent; also a sort button',
  },
  loading: {
    id: 'quotes.loading',
    defaultMessage: 'Loading quotes',
    description: 'Screen-reader text while the quotes are loading',
  },
  empty: {
    id: 'quotes.empty',
    defaultMessage: 'No products in this market',
    description: 'Shown when a market category has no products',
  },
  closed: {
    id: 'quotes.closed',
    defaultMessage: 'Closed',
    description: 'Marker next to a product whose market is closed now',
  },
  loadError: {
    id: 'quotes.loadError',
    defaultMessage: 'The quotes could not be loaded.',
    description: 'Error text when the product list failed to load',
  },
});

export const quotesSearchMessages = defineMessages<{
  noMatch: { query: string };
  allMarkets: NoMessageValues;
}>({
  allMarkets: {
    id: 'quotes.search.allMarkets',
    defaultMessage: 'Results from all markets',
    description:
      'Shown above the quotes search results: the search looks in every market, not just the open tab',
  },
  noMatch: {
    id: 'quotes.noMatch',
    defaultMessage: 'Nothing matches “{query}”',
    description: 'Shown when the search finds no product; {query} is what the user typed',
  },
});

/** The extra columns of the full market table (desktop quotes). */
export const marketTableMessages = defineMessages({
  columnHigh: {
    id: 'quotes.column.high',
    defaultMessage: '24h high',
    description: 'Market table column: highest price over 24 hours; also a sort button',
  },
  columnLow: {
    id: 'quotes.column.low',
    defaultMessage: '24h low',
    description: 'Market table column: lowest price over 24 hours; also a sort button',
  },
  columnVolume: {
    id: 'quotes.column.volume',
    defaultMessage: '24h volume',
    description: 'Market table column: traded volume over 24 hours; also a sort button',
  },
});
