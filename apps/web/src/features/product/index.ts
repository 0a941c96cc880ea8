/** The product feature's public surface: its screens (routes and titles) for the app's route table. */
export { productRoutes, productTitles } from './routes';
