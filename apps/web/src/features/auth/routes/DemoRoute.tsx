import { unwrap } from '@repo/api-schema/client';
import { loggedInEvent } from '../../../platform/session/sessionData';
import { isLoggedIn, useShellState } from '../../../shared/shell/shellState';
import { apiKey } from '../../../shared/data/queryClient';
import { useApiQuery } from '../../../shared/data/useApiQuery';
import { DemoStartScreen } from '../DemoStartScreen';
import { AuthPage } from './AuthPage';
import { useAuthRoute } from './useAuthRoute';

/**
 * /m/demo and /demo ("Try the demo", the home banner): the screen starts a demo account of the
 * visitor's own and hands its session to the session machine, as the login page does; the visitor
 * lands on the trade tab, logged in to it. A signed-in user is pointed to the trade tab instead.
 */
export default function DemoRoute() {
  const { services, prefix, navigate } = useAuthRoute();
  const { session } = useShellState();
  const loggedIn = isLoggedIn(session);
  // Whether the signed-in account is a demo (the cache the other screens read it into).
  const info = useApiQuery(
    apiKey('/user/getUserInfo'),
    async () => unwrap(await services.api.GET('/user/getUserInfo')),
    { enabled: loggedIn },
  );
  const tradeHref = `${prefix}/user/trade`;
  return (
    <AuthPage>
      <DemoStartScreen
        api={services.api}
        signedIn={
          !loggedIn
            ? null
            : info.status === 'ready' && info.data.role === 'demo'
              ? 'demo'
              : 'account'
        }
        tradeHref={tradeHref}
        loginHref={`${prefix}/login`}
        onStarted={(result) => {
          services.session.send(loggedInEvent(result));
          void navigate(tradeHref, { replace: true });
        }}
      />
    </AuthPage>
  );
}
