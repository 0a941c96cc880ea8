/** The download feature's public surface: its screens (routes and titles) for the app's route table. */
export { downloadRoutes, downloadTitles } from './routes';
