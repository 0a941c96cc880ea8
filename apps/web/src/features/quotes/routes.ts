import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const quotesTitles = defineMessages({
  quotes: {
    id: 'quotes.documentTitle',
    defaultMessage: 'Quotes',
    description: 'Title of the live quotes page, shown in the header and the browser tab',
  },
});

export const quotesRoutes: readonly ScreenRoute[] = [
  {
    id: 'quotes',
    path: 'quotation',
    layout: 'main',
    title: quotesTitles.quotes,
    load: () => import('./QuotesPage'),
  },
];
