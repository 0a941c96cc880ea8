import { loggedInEvent } from '../../../app/services/appServices';
import { LoginScreen } from '../LoginScreen';
import { AuthPage } from './AuthPage';
import { useAuthRoute } from './useAuthRoute';

/**
 * /m/login and /login: the screen exchanges the credentials (its token is stored by the client) and
 * hands the answer to the session, which takes it as it is (an account's or a guest's) and runs the
 * login effects of spec §4 without asking the server again.
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
        onLoggedIn={(result) => {
          services.session.send(loggedInEvent(result));
          goOn();
        }}
      />
    </AuthPage>
  );
}
