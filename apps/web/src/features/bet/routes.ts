import { defineMessages } from 'react-intl';
import type { ScreenRoute } from '../../shared/routing/screenRoute';

export const betTitles = defineMessages({
  bet: {
    id: 'bet.documentTitle',
    defaultMessage: 'Up/down',
    description: 'Title of the timed up/down bet page, shown in the header and the browser tab',
  },
});

/**
 * The timed up/down bets. Spec §2 names no path for them: `/m/bet` on a phone and `/bet` on a desktop,
 * inside the main layout (visitors see it too; betting asks them to log in). With the operator's
 * BET_OPEN '0' the route stays and says plainly that the product is not offered here (BetPage): an
 * old bookmark or a shared link then explains itself instead of looking like a broken address, and
 * the app still calls no bet endpoint. Menus and shortcuts leave it out (betSwitch.ts).
 */
export const betRoutes: readonly ScreenRoute[] = [
  {
    id: 'bet',
    path: 'bet',
    layout: 'main',
    title: betTitles.bet,
    load: () => import('./BetPage'),
  },
];
