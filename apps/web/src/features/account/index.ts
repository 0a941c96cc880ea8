/** The account feature's public surface: the user centre's route and its links for the shell. */
export { accountRoutes, accountTitles } from './routes';
export { visibleMenuGroups, type AccountMenuGroup, type CentreLink } from './userCentreLinks';
