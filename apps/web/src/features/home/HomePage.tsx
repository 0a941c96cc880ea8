import { isLoggedIn, useShellState } from '../../shared/shell/shellState';
import { useHasScreen } from '../../shared/routing/ScreenIndex';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { DesktopHome } from './DesktopHome';
import { HomeScreen } from './HomeScreen';

/** The routed home page (/m/index, /index). */
function HomePage() {
  const { api } = useScreenServices();
  const { session } = useShellState();
  const prefix = useDevicePrefix();
  const hasScreen = useHasScreen();
  // Desktop (no prefix) has its own composition of the same parts.
  const Screen = prefix === '' ? DesktopHome : HomeScreen;
  return <Screen api={api} loggedIn={isLoggedIn(session)} prefix={prefix} hasScreen={hasScreen} />;
}

export default HomePage;
