import { useHasScreen } from '../../shared/routing/ScreenIndex';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { WalletScreen } from './WalletScreen';

/** The routed assets tab (/m/user/wallet, /user/wallet; the guard sends guests to log in). */
function WalletPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const hasScreen = useHasScreen();
  return <WalletScreen api={api} prefix={prefix} hasScreen={hasScreen} />;
}

export default WalletPage;
