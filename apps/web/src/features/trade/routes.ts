import type { ScreenRoute } from '../../shared/routing/screenRoute';
import { tradeTitles } from './titles';

export { tradeTitles };

export const tradeRoutes: readonly ScreenRoute[] = [
  {
    id: 'trade',
    // Spec §2 puts the trade tab under /m/user; issue 14 opens it to visitors, who log in to submit.
    // So it sits in the main layout (tab bar, no login) and says so to the guard (openToVisitors).
    path: 'user/trade',
    layout: 'main',
    openToVisitors: true,
    title: tradeTitles.trade,
    load: () => import('./TradePage'),
  },
  {
    id: 'tradeRules',
    path: 'trade/rules/:id',
    layout: 'bare',
    title: tradeTitles.rules,
    load: () => import('./RulesPage'),
  },
];
