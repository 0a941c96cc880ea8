import type { ScreenRoute } from '../../shared/routing/screenRoute';
import { positionsTitles } from './titles';

export { positionsTitles };

export const positionsRoutes: readonly ScreenRoute[] = [
  {
    id: 'orderHistory',
    path: 'user/trade/orders',
    layout: 'bare',
    title: positionsTitles.orders,
    load: () => import('./OrderHistoryPage'),
  },
  {
    id: 'positionDetail',
    path: 'user/trade/position/:orderNo',
    layout: 'bare',
    title: positionsTitles.position,
    load: () => import('./PositionDetailPage'),
  },
];
