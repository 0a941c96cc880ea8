import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const languageTitles = defineMessages({
  language: {
    id: 'language.documentTitle',
    defaultMessage: 'Language',
    description: 'Browser tab title of the language page',
  },
});

export const languageRoutes: readonly ScreenRoute[] = [
  {
    id: 'language',
    path: 'language',
    layout: 'bare',
    title: languageTitles.language,
    load: () => import('./LanguagePage'),
  },
];
