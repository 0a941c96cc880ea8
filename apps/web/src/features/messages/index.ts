/** The messages feature's public surface: its screens (routes and titles) for the app's route table. */
export { messagesRoutes, messagesTitles } from './routes';
