import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../shared/routing/screenRoute';

export const pageTitles = defineMessages({
  notFound: {
    id: 'notFound.documentTitle',
    defaultMessage: 'Page not found',
    description: 'Browser tab title of the 404 page',
  },
  maintenance: {
    id: 'maintenance.documentTitle',
    defaultMessage: 'Under maintenance',
    description: 'Browser tab title of the maintenance page',
  },
});

/** The app's own pages outside any feature: the 404 and maintenance pages. */
export const pageRoutes: readonly ScreenRoute[] = [
  {
    id: 'notFound',
    path: '404',
    layout: 'bare',
    unprefixedOnly: true,
    title: pageTitles.notFound,
    load: () => import('./notFound/NotFoundPage'),
  },
  {
    id: 'maintenance',
    path: 'maintain',
    layout: 'bare',
    unprefixedOnly: true,
    title: pageTitles.maintenance,
    load: () => import('./maintenance/MaintenancePage'),
  },
];
