import { useBack } from '../../layouts/useBack';
import { useHasScreen } from '../../shared/routing/ScreenIndex';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { ExchangeScreen } from './ExchangeScreen';

/** The routed exchange to USDT (/m/user/exchange). */
function ExchangePage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/user/wallet`);
  const hasScreen = useHasScreen();
  return <ExchangeScreen api={api} prefix={prefix} onBack={back} hasScreen={hasScreen} />;
}

export default ExchangePage;
