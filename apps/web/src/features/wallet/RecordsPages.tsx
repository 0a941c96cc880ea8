import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import type { RecordKind } from './records';
import { RecordsScreen } from './RecordsScreen';

function useRecordsPage(kind: RecordKind) {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/user/wallet`);
  return <RecordsScreen key={kind} api={api} kind={kind} onBack={back} />;
}

/** /m/user/billList: every change to the balances. */
export function FundsRecordsPage() {
  return useRecordsPage('funds');
}

/** /m/user/rechargeList: the user's deposits. */
export function DepositRecordsPage() {
  return useRecordsPage('deposits');
}

/** /m/user/withdrawList: the user's withdrawals. */
export function WithdrawalRecordsPage() {
  return useRecordsPage('withdrawals');
}

/** /m/user/exchange/records: the user's exchanges to USDT. */
export function ExchangeRecordsPage() {
  return useRecordsPage('exchanges');
}
