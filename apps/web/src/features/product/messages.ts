import { defineMessages } from 'react-intl';

export const productMessages = defineMessages({
  fallbackTitle: {
    id: 'product.title',
    defaultMessage: 'Market',
    description: 'Heading of the product detail page before the product has loaded',
  },
  loading: {
    id: 'product.loading',
    defaultMessage: 'Loading the product',
    description: 'Screen-reader text while the product detail loads',
  },
  loadError: {
    id: 'product.loadError',
    defaultMessage: 'This product could not be loaded.',
    description: 'Error text when the product detail failed to load',
  },
  missing: {
    id: 'product.missing',
    defaultMessage: 'No product chosen',
    description: 'Shown on the product page when the address names no product',
  },
  notFound: {
    id: 'product.notFound',
    defaultMessage: 'Product not found',
    description: 'Heading on the product page when the product in the address does not exist',
  },
  notFoundDetail: {
    id: 'product.notFound.detail',
    defaultMessage: 'It may have been removed, or the link is wrong.',
    description: 'Text under "Product not found" on the product page',
  },
  backToQuotes: {
    id: 'product.backToQuotes',
    defaultMessage: 'Back to quotes',
    description: 'Link from a missing product back to the quotes list',
  },
  toQuotes: {
    id: 'product.toQuotes',
    defaultMessage: 'Choose from the quotes',
    description: 'Link from the product page to the quotes list when no product is named',
  },
  simulated: {
    id: 'product.simulated',
    defaultMessage: 'Simulated data',
    description: 'Label on a product whose prices come from a simulator, not a real market',
  },
  closed: {
    id: 'product.closed',
    defaultMessage: 'Market closed',
    description: 'Label on a product whose market is closed now',
  },
  lastPrice: {
    id: 'product.lastPrice',
    defaultMessage: 'Last price',
    description: 'Label of the live last price on the product page',
  },
  change: {
    id: 'product.change',
    defaultMessage: '24h change',
    description: 'Label of the change over 24 hours on the product page',
  },
  high: {
    id: 'product.high',
    defaultMessage: '24h high',
    description: 'Label of the highest price over 24 hours',
  },
  low: {
    id: 'product.low',
    defaultMessage: '24h low',
    description: 'Label of the lowest price over 24 hours',
  },
  volume: {
    id: 'product.volume',
    defaultMessage: '24h volume',
    description: 'Label of the traded volume over 24 hours',
  },
  open: {
    id: 'product.open',
    defaultMessage: '24h open',
    description:
      'Label of the price 24 hours ago (the base of the 24 h change) on the product page',
  },
  intervals: {
    id: 'product.intervals',
    defaultMessage: 'Candle interval',
    description: 'Accessible name of the tab list choosing the chart candle interval',
  },
  chartHeading: {
    id: 'product.chart.heading',
    defaultMessage: 'Price chart',
    description: 'Heading (for screen readers) of the chart section of the product page',
  },
  chartError: {
    id: 'product.chart.error',
    defaultMessage: 'The chart could not be loaded.',
    description: 'Error text when the candles failed to load',
  },
});

export const intervalMessages = defineMessages({
  '1m': {
    id: 'product.interval.1m',
    defaultMessage: '1m',
    description: 'Candle interval: one minute (short)',
  },
  '5m': {
    id: 'product.interval.5m',
    defaultMessage: '5m',
    description: 'Candle interval: five minutes (short)',
  },
  '15m': {
    id: 'product.interval.15m',
    defaultMessage: '15m',
    description: 'Candle interval: fifteen minutes (short)',
  },
  '30m': {
    id: 'product.interval.30m',
    defaultMessage: '30m',
    description: 'Candle interval: thirty minutes (short)',
  },
  '1h': {
    id: 'product.interval.1h',
    defaultMessage: '1h',
    description: 'Candle interval: one hour (short)',
  },
  '4h': {
    id: 'product.interval.4h',
    defaultMessage: '4h',
    description: 'Candle interval: four hours (short)',
  },
  '1d': {
    id: 'product.interval.1d',
    defaultMessage: '1D',
    description: 'Candle interval: one day (short)',
  },
});

export const chartLabel = defineMessages<{ label: { code: string; interval: string } }>({
  label: {
    id: 'product.chart.label',
    defaultMessage: '{code}, {interval} candles',
    description: 'Accessible name of the price chart, e.g. "BTCUSDT, 15m candles"',
  },
});

export const productActions = defineMessages<{ trade: { code: string } }>({
  trade: {
    id: 'product.trade',
    defaultMessage: 'Trade {code}',
    description: 'Link from the product page to the trade ticket of this product; code is a ticker',
  },
});
