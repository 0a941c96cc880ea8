import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { ForgetTkPwdScreen } from './ForgetTkPwdScreen';

/** The routed forgot withdrawal password page (/m/user/forgetTkPwd; login required by the guard). */
function ForgetTkPwdPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/user/withdraw`);
  return <ForgetTkPwdScreen api={api} withdrawHref={`${prefix}/user/withdraw`} onBack={back} />;
}

export default ForgetTkPwdPage;
