import { isLoggedIn, useShellState } from '../../app/shellState';
import { useHasScreen } from '../../shared/routing/ScreenIndex';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { HomeScreen } from './HomeScreen';

/** The routed home page (/m/index, /index). */
function HomePage() {
  const { api } = useScreenServices();
  const { session } = useShellState();
  const prefix = useDevicePrefix();
  const hasScreen = useHasScreen();
  return (
    <HomeScreen api={api} loggedIn={isLoggedIn(session)} prefix={prefix} hasScreen={hasScreen} />
  );
}

export default HomePage;
