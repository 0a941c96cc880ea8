import { ForgotPasswordScreen } from '../ForgotPasswordScreen';
import { AuthPage } from './AuthPage';
import { useAuthRoute, type LoginPageState } from './useAuthRoute';

/**
 * /m/forget: after the reset, on to the login page, which says so and has the account filled in (in
 * the history state, not the address: the e-mail or number stays out of URLs and logs).
 */
export default function ForgotPasswordRoute() {
  const { services, countries, prefix, navigate } = useAuthRoute();
  return (
    <AuthPage>
      <ForgotPasswordScreen
        api={services.api}
        countries={countries}
        loginHref={`${prefix}/login`}
        onReset={(account) => {
          const state: LoginPageState = { passwordReset: account };
          void navigate(`${prefix}/login`, { replace: true, state });
        }}
      />
    </AuthPage>
  );
}
