import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { hasScreen } from '../app/routeTable';
import { isLoggedIn, useShellState } from '../shared/shell/shellState';
import { DesktopFrameContext } from './desktopFrame';
import { HeaderActions } from './HeaderActions';
import { currentItemId, navigationMessages, primaryNavigation } from './navigation';
import { useCurrentScreen } from './RootLayout';
import * as styles from './layouts.css';

/**
 * The desktop layout of every desktop page (the pages of the main and user layouts and those the
 * phone shows on their own): a top bar with the primary navigation and the header actions, and one
 * content column that the bar, the page heading and the content share. Pages of the main and user
 * layouts get their heading from the route title; a page of its own (product, messages, content,
 * auth) brings its heading, through its page frame, so every page has exactly one h1.
 */
export function DesktopLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { session } = useShellState();
  const screen = useCurrentScreen();
  const items = primaryNavigation(isLoggedIn(session), hasScreen);
  const current = currentItemId(items, pathname, '');
  const layoutHeading = screen && screen.layout !== 'bare';

  return (
    <div className={styles.desktopFrame}>
      <header className={styles.desktopBar}>
        <div className={styles.desktopBarInner}>
          <nav aria-label={intl.formatMessage(navigationMessages.primaryNavigation)}>
            <ul className={styles.desktopNav}>
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    href={item.path}
                    className={styles.desktopNavLink}
                    {...(item.id === current ? { 'aria-current': 'page' as const } : {})}
                  >
                    {intl.formatMessage(navigationMessages[item.id])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.desktopActions}>
            <HeaderActions prefix="" />
          </div>
        </div>
      </header>
      <main id="main" className={styles.desktopMain}>
        {layoutHeading ? (
          <h1 className={styles.desktopTitle}>{intl.formatMessage(screen.title)}</h1>
        ) : null}
        <DesktopFrameContext.Provider value={true}>
          <Outlet />
        </DesktopFrameContext.Provider>
      </main>
    </div>
  );
}

/**
 * For the pages phones and desktops share (/app, the 404 page): the desktop layout for a desktop
 * visitor, none for a phone. Not while desktop is forced to the app (SYSTEM_PC_FORCE_APP), where
 * every navigation link would only lead back to /app.
 */
export function DesktopLayoutOnDesktop() {
  const { device, settings } = useShellState();
  if (device.isMobile || settings.SYSTEM_PC_FORCE_APP === '1') return <Outlet />;
  return <DesktopLayout />;
}
