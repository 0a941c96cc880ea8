import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const accountTitles = defineMessages({
  userCentre: {
    id: 'account.documentTitle',
    defaultMessage: 'My account',
    description: 'Browser tab title of the user centre',
  },
});

/** The user centre (spec §2: /m/user/index, a page of its own; /m/user redirects to it). */
export const accountRoutes: readonly ScreenRoute[] = [
  {
    id: 'userCentre',
    path: 'user/index',
    layout: 'bare',
    title: accountTitles.userCentre,
    load: () => import('./UserCentrePage'),
  },
];
