import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const downloadTitles = defineMessages({
  appDownload: {
    id: 'download.documentTitle',
    defaultMessage: 'Download the app',
    description: 'Browser tab title of the app download page',
  },
});

export const downloadRoutes: readonly ScreenRoute[] = [
  {
    id: 'appDownload',
    path: 'app',
    layout: 'bare',
    unprefixedOnly: true,
    title: downloadTitles.appDownload,
    load: () => import('./AppDownloadPage'),
  },
];
