/** The quotes feature's public surface: its screens (routes and titles) for the app's route table. */
export { quotesRoutes, quotesTitles } from './routes';
/** What the home overview and the product page show the way the quotes list does. */
export { MarketTableBox, productHref, QuoteRow, useLiveQuote } from './QuoteRow';
export { marketTableMessages, quotesMessages } from './messages';
export * as quoteStyles from './quotes.css';
