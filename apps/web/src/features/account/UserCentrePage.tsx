import { useAppServices } from '../../shared/services/AppServicesContext';
import { toMoney } from '../../platform/session/sessionData';
import { useBack } from '../../layouts/useBack';
import { useHasScreen } from '../../shared/routing/ScreenIndex';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { UserCentreScreen } from './UserCentreScreen';

/** The routed user centre (/m/user/index, /user/index; /m/user and /user redirect here). */
function UserCentrePage() {
  const { api } = useScreenServices();
  const { session } = useAppServices();
  const prefix = useDevicePrefix();
  const hasScreen = useHasScreen();
  const back = useBack(`${prefix}/index`);
  return (
    <UserCentreScreen
      api={api}
      prefix={prefix}
      hasScreen={hasScreen}
      onBack={back}
      onLogout={() => session.send({ type: 'session.logout' })}
      onDemoReset={(money) => session.send({ type: 'money.updated', money: toMoney(money) })}
    />
  );
}

export default UserCentrePage;
