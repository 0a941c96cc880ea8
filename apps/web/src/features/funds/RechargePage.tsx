import { useMemo } from 'react';
import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { uploadWithProgress } from './progressUpload';
import { RechargeScreen } from './RechargeScreen';

/** The routed deposit page (/m/user/recharge; login required by the guard). */
function RechargePage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/index`);
  const upload = useMemo(() => uploadWithProgress(api), [api]);
  return <RechargeScreen api={api} uploadVoucher={upload} onBack={back} />;
}

export default RechargePage;
