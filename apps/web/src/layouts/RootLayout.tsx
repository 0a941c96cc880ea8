import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@repo/ui/components/Spinner';
import { GlobalDialogs } from '../app/GlobalDialogs';
import { useShellState } from '../shared/shell/shellState';
import { useCurrentScreen } from '../app/currentScreen';
import { safeImageUrl } from '@repo/ui/theme';
import { applyFavicon, documentTitle } from '../platform/branding/branding';
import { resolveNavigation } from '../routing/guard';
import * as styles from './layouts.css';

/** The screen of the deepest matched route, for titles. */
export { useCurrentScreen } from '../app/currentScreen';

/** An address with its own scheme (`https:`, `mailto:`) or host (`//cdn…`): not a route of the app. */
const EXTERNAL_HREF = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * react-aria links ask the router for their `href`; the router resolves every address against the
 * current route, which turns `https://example.com/x` into `/m/market/https:/example.com/x`. External
 * addresses are left as they are (the hook is still called, as hooks must be).
 */
function useLinkHref(href: string): string {
  const external = EXTERNAL_HREF.test(href);
  const routed = useHref(external ? '.' : href);
  return external ? href : routed;
}

/** Shown while a route's screen is loading on demand. */
export function RouteFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size="large" />
    </div>
  );
}

/**
 * The root of every route: react-aria links navigate through the router, the navigation guard of
 * spec §2 runs on every location (and again when device, settings or session change), and the
 * document title follows the screen and the operator's site name (the favicon, its SITE_FAVICON).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  const { device, settings, session } = useShellState();
  const screen = useCurrentScreen();
  const title = screen ? intl.formatMessage(screen.title) : undefined;

  const fullTitle = documentTitle(title, settings.SITE_NAME);
  useEffect(() => {
    if (fullTitle) document.title = fullTitle;
  }, [fullTitle]);
  const favicon = safeImageUrl(settings.SITE_FAVICON);
  useEffect(() => {
    if (favicon) applyFavicon(document, favicon);
  }, [favicon]);

  const decision = resolveNavigation({
    path: `${location.pathname}${location.search}${location.hash}`,
    isMobile: device.isMobile,
    isInstalledApp: device.isInstalledApp,
    settings,
    session,
    returnTo: (location.state as { returnTo?: unknown } | null)?.returnTo,
  });

  return (
    <AriaRouterProvider
      navigate={(to, options) => void navigate(to, options)}
      useHref={useLinkHref}
    >
      {decision.type === 'redirect' ? (
        <Navigate to={decision.to} replace />
      ) : decision.type === 'wait' ? (
        <RouteFallback />
      ) : (
        <Outlet />
      )}
      <GlobalDialogs />
    </AriaRouterProvider>
  );
}
