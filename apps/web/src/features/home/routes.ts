import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const homeTitles = defineMessages({
  home: {
    id: 'shell.title',
    defaultMessage: 'Markets',
    description: 'Title of the home page, shown in the header and the browser tab',
  },
});

export const homeRoutes: readonly ScreenRoute[] = [
  {
    id: 'home',
    path: 'index',
    layout: 'main',
    title: homeTitles.home,
    load: () => import('./HomePage'),
  },
];
