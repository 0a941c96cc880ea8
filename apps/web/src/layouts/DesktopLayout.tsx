import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { isLoggedIn, useShellState } from '../app/shellState';
import { HeaderActions } from './HeaderActions';
import { currentItemId, navigationMessages, primaryNavigation } from './navigation';
import { useCurrentScreen } from './RootLayout';
import * as styles from './layouts.css';

/**
 * The desktop layout: a top bar with the primary navigation inline and the header actions, and a
 * page area that uses the width (a wide content column), not a stretched phone screen.
 */
export function DesktopLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { session } = useShellState();
  const screen = useCurrentScreen();
  const items = primaryNavigation(isLoggedIn(session));
  const current = currentItemId(items, pathname, '');

  return (
    <div className={styles.desktopFrame}>
      <header className={styles.desktopBar}>
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
      </header>
      <main id="main" className={styles.desktopMain}>
        <h1 className={styles.desktopTitle}>{screen ? intl.formatMessage(screen.title) : null}</h1>
        <Outlet />
      </main>
    </div>
  );
}
