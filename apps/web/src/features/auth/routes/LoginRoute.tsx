import { LoginScreen } from '../LoginScreen';
import { AuthPage } from './AuthPage';
import { useAuthRoute } from './useAuthRoute';

/**
 * /m/login and /login: the screen exchanges the credentials (its token is stored by the client); the
 * session machine then confirms the session with the server and runs the login effects of spec §4.
 */
export default function LoginRoute() {
  const { services, countries, prefix, goOn } = useAuthRoute();
  return (
    <AuthPage>
      <LoginScreen
        api={services.api}
        countries={countries}
        registerHref={`${prefix}/register`}
        forgotPasswordHref={`${prefix}/forget`}
        onLoggedIn={(result, kind) => {
          if (kind === 'guest') services.session.send({ type: 'session.loginGuest' });
          else {
            // The password never reaches the machine: the exchange is done, only the account is named.
            services.session.send({
              type: 'session.login',
              request: { username: result.userInfo.username, password: '' },
            });
          }
          goOn();
        }}
      />
    </AuthPage>
  );
}
