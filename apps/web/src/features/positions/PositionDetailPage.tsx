import { useParams } from 'react-router';
import { useShellState } from '../../shared/shell/shellState';
import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { PositionDetailScreen } from './PositionDetailScreen';

/** The routed order detail (/m/user/trade/position/:orderNo; login required by the guard). */
function PositionDetailPage() {
  const { api } = useScreenServices();
  const { settings } = useShellState();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/user/trade/orders`);
  const orderNo = useParams().orderNo ?? '';
  return (
    <PositionDetailScreen
      key={orderNo}
      api={api}
      orderNo={orderNo}
      onBack={back}
      siteName={settings.SITE_NAME ?? ''}
      logoUrl={settings.SITE_FAVICON}
    />
  );
}

export default PositionDetailPage;
