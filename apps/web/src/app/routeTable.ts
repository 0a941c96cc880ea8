import { matchPath } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { betRoutes } from '../features/bet/routes';
import { contentRoutes } from '../features/content/routes';
import { downloadRoutes } from '../features/download/routes';
import { fundsRoutes } from '../features/funds/routes';
import { homeRoutes } from '../features/home/routes';
import { languageRoutes } from '../features/language/routes';
import { messagesRoutes } from '../features/messages/routes';
import { productRoutes } from '../features/product/routes';
import { quotesRoutes } from '../features/quotes/routes';
import { walletRoutes } from '../features/wallet/routes';
import { tradeRoutes } from '../features/trade/routes';
import { pageRoutes } from '../pages/routes';
import { positionsRoutes } from '../features/positions/routes';
// Each feature's routes file, not its index: the index also exports screens, and the table is in
// the entry chunk, so importing an index would put every screen in every first load.
import type { ScreenRoute } from '../shared/routing/screenRoute';

export type { ScreenLayout, ScreenRoute } from '../shared/routing/screenRoute';

/**
 * The one route table, collected from what each feature exports (its routes and titles). Mobile
 * (`/m/...`) and desktop (unprefixed) routes are both generated from it (see routes.tsx). A screen
 * gets an entry only when it exists: no placeholders.
 */
export const screens: readonly ScreenRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...quotesRoutes,
  ...productRoutes,
  ...tradeRoutes,
  ...messagesRoutes,
  ...positionsRoutes,
  ...languageRoutes,
  ...downloadRoutes,
  ...contentRoutes,
  ...fundsRoutes,
  ...betRoutes,
  ...pageRoutes,
  ...accountRoutes,
  ...walletRoutes,
];

/**
 * Whether an address inside the app leads to a screen it has: `/m/<path>` or `/<path>` of a table
 * entry (only `/<path>` for the unprefixed-only pages), query and hash ignored. Links to screens
 * still to come (home shortcuts, operator banners) are left out with it instead of leading to a 404.
 */
export function hasScreen(address: string, table: readonly ScreenRoute[] = screens): boolean {
  const pathname = address
    .split(/[?#]/, 1)[0]!
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  const mobile = pathname === '/m' || pathname.startsWith('/m/');
  const unprefixed = mobile ? pathname.slice(2) || '/' : pathname;
  // "/", "/m" and "/m/user" are redirects to screens (routes.tsx), not screens of their own.
  if (unprefixed === '/') return true;
  return table.some(
    (screen) =>
      screen.id !== 'notFound' &&
      !(mobile && screen.unprefixedOnly) &&
      matchPath({ path: `/${screen.path}`, end: true }, unprefixed) !== null,
  );
}
