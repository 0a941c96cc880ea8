import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { MessageListScreen } from './MessageListScreen';

/** The routed message list (/m/user/message; login required by the guard). */
function MessageListPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/index`);
  return <MessageListScreen api={api} detailPath={`${prefix}/user/message/detail`} onBack={back} />;
}

export default MessageListPage;
