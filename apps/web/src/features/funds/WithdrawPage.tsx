import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { WithdrawScreen } from './WithdrawScreen';

/** The routed withdrawal page (/m/user/withdraw; login required by the guard). */
function WithdrawPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/index`);
  return (
    <WithdrawScreen
      api={api}
      accountsHref={`${prefix}/user/bankCard`}
      forgetHref={`${prefix}/user/forgetTkPwd`}
      onBack={back}
    />
  );
}

export default WithdrawPage;
