/** The home feature's public surface: its screens (routes and titles) for the app's route table. */
export { homeRoutes, homeTitles } from './routes';
