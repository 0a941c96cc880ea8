import { Navigate, useParams } from 'react-router';
import { unwrap } from '@repo/api-schema/client';
import { useBack } from '../../layouts/useBack';
import { useAppServices } from '../../shared/services/AppServicesContext';
import { useShellState } from '../../shared/shell/shellState';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { MessageDetailScreen } from './MessageDetailScreen';

/** The routed message detail (/m/user/message/detail/:id; login required by the guard). */
function MessageDetailPage() {
  const { api } = useScreenServices();
  const { session: sessionActor } = useAppServices();
  const { session } = useShellState();
  const prefix = useDevicePrefix();
  const back = useBack(`${prefix}/user/message`);
  const id = Number(useParams().id);
  const userId = Number(session.userId);
  if (!Number.isSafeInteger(id) || id < 1) return <Navigate to="/404" replace />;
  if (!Number.isSafeInteger(userId) || userId < 1)
    return <Navigate to={`${prefix}/user/message`} replace />;
  return (
    <MessageDetailScreen
      key={id}
      api={api}
      id={id}
      userId={userId}
      onBack={back}
      onMarkedRead={() => {
        // The header badge follows the server's count (re-read, so it can never drift below 0).
        api.GET('/user/message/noReadNum').then(
          (response) => {
            const count = unwrap(response);
            const shown = sessionActor.getSnapshot().context.noticeCount;
            if (count !== shown)
              sessionActor.send({ type: 'notice.countAdded', count: count - shown });
          },
          () => undefined,
        );
      }}
    />
  );
}

export default MessageDetailPage;
