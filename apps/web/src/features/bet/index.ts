/** The bet feature's public surface: its screen (routes and titles) and the switch that hides it. */
export { betRoutes, betTitles } from './routes';
export { betOffered, isBetAddress } from './betSwitch';
