import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BottomTabBar } from '@repo/ui/components/BottomTabBar';
import { Header } from '@repo/ui/components/Header';
import { hasScreen } from '../app/routeTable';
import { isLoggedIn, useShellState } from '../shared/shell/shellState';
import { HeaderActions } from './HeaderActions';
import { Icon } from './icons';
import { currentItemId, navigationMessages, primaryNavigation } from './navigation';
import { useCurrentScreen } from './RootLayout';
import * as styles from './layouts.css';

/**
 * The mobile main layout (spec §2): header, the page, and the bottom tab bar. Pages other than the
 * tab bar's own get a back button.
 */
export function MobileMainLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session } = useShellState();
  const screen = useCurrentScreen();
  const items = primaryNavigation(isLoggedIn(session), hasScreen);
  const current = currentItemId(items, pathname, '/m');

  return (
    <div className={styles.mobileFrame}>
      <Header
        title={screen ? intl.formatMessage(screen.title) : ''}
        onBack={current ? undefined : () => void navigate(-1)}
        actions={<HeaderActions prefix="/m" />}
        className={styles.mobileHeader}
      />
      <main id="main" className={styles.mobileMain}>
        <Outlet />
      </main>
      <BottomTabBar
        className={styles.tabBar}
        currentId={current}
        items={items.map((item) => ({
          id: item.id,
          href: `/m${item.path}`,
          label: intl.formatMessage(navigationMessages[item.id]),
          icon: <Icon name={item.icon} />,
        }))}
      />
    </div>
  );
}
