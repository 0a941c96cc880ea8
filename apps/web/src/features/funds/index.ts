/** The funds feature's public surface: deposit, withdraw, withdrawal accounts, forgot withdrawal password. */
export { fundsRoutes, fundsTitles } from './routes';
