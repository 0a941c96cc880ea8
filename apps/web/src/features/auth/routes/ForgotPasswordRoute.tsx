import { ForgotPasswordScreen } from '../ForgotPasswordScreen';
import { AuthPage } from './AuthPage';
import { useAuthRoute } from './useAuthRoute';

/** /m/forget: after the reset, on to the login page. */
export default function ForgotPasswordRoute() {
  const { services, countries, prefix, navigate } = useAuthRoute();
  return (
    <AuthPage>
      <ForgotPasswordScreen
        api={services.api}
        countries={countries}
        loginHref={`${prefix}/login`}
        onReset={() => void navigate(`${prefix}/login`, { replace: true })}
      />
    </AuthPage>
  );
}
