/** The wallet feature's public surface: its screens (routes and titles) for the app's route table. */
export { walletRoutes, walletTitles } from './routes';
