/** The language feature's public surface: its screens (routes and titles) for the app's route table. */
export { languageRoutes, languageTitles } from './routes';
