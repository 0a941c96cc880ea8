import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const productTitles = defineMessages({
  product: {
    id: 'product.documentTitle',
    defaultMessage: 'Market',
    description: 'Browser tab title of the product detail page (price, chart)',
  },
});

export const productRoutes: readonly ScreenRoute[] = [
  {
    id: 'product',
    path: 'market',
    layout: 'bare',
    title: productTitles.product,
    load: () => import('./ProductPage'),
  },
];
