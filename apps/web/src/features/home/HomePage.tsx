import { hasScreen } from '../../app/routeTable';
import { useNoticeRevision } from '../../app/services/AppServicesContext';
import { isLoggedIn, useShellState } from '../../app/shellState';
import { useDevicePrefix, useScreenServices, withAppServices } from '../quotes/services';
import { DesktopHome } from './DesktopHome';
import { HomeScreen } from './HomeScreen';

/** The routed home page (/m/index, /index). */
function HomePage() {
  const { api } = useScreenServices();
  const { session } = useShellState();
  const prefix = useDevicePrefix();
  const noticeRevision = useNoticeRevision();
  // Desktop (no prefix) has its own composition of the same parts.
  const Screen = prefix === '' ? DesktopHome : HomeScreen;
  return (
    <Screen
      api={api}
      loggedIn={isLoggedIn(session)}
      prefix={prefix}
      noticeRevision={noticeRevision}
      hasScreen={hasScreen}
    />
  );
}

export default withAppServices(HomePage);
