/** The quotes feature's public surface: its screens (routes and titles) for the app's route table. */
export { quotesRoutes, quotesTitles } from './routes';
