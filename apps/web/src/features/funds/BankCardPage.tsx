import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { BankCardScreen } from './BankCardScreen';

/** The routed withdrawal accounts page (/m/user/bankCard; login required by the guard). */
function BankCardPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/user/withdraw`);
  return <BankCardScreen api={api} forgetHref={`${prefix}/user/forgetTkPwd`} onBack={back} />;
}

export default BankCardPage;
