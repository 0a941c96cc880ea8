import { useLocation } from 'react-router';
import { loggedInEvent } from '../../../platform/session/sessionData';
import { LoginScreen } from '../LoginScreen';
import { AuthPage } from './AuthPage';
import { readLoginPageState, useAuthRoute } from './useAuthRoute';

/**
 * /m/login and /login: the screen exchanges the credentials (its token is stored by the client) and
 * hands the answer to the session, which takes it as it is (an account's or a guest's) and runs the
 * login effects of spec §4 without asking the server again. Arriving from a password reset, the
 * page says so and has the account filled in.
 */
export default function LoginRoute() {
  const { services, countries, prefix, goOn } = useAuthRoute();
  const { passwordReset, returnTo } = readLoginPageState(useLocation().state);
  return (
    <AuthPage>
      <LoginScreen
        api={services.api}
        countries={countries}
        registerHref={`${prefix}/register`}
        forgotPasswordHref={`${prefix}/forget`}
        {...(passwordReset
          ? {
              passwordWasReset: true,
              defaultMethod: passwordReset.method,
              defaultValues:
                passwordReset.method === 'email'
                  ? { email: passwordReset.email }
                  : { areaCode: passwordReset.areaCode, phone: passwordReset.phone },
            }
          : {})}
        onLoggedIn={(result) => {
          services.session.send(loggedInEvent(result));
          // A page that sent the visitor here (the trade ticket) is where the guard now leads the
          // signed-in user (rule 6 reads `returnTo` from this page's router state); otherwise on.
          if (!returnTo) goOn();
        }}
      />
    </AuthPage>
  );
}
