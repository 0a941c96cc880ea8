import { useSearchParams } from 'react-router';
import { loggedInEvent } from '../../../platform/session/sessionData';
import { contentPaths } from '../../content';
import { RegisterScreen } from '../RegisterScreen';
import { AuthPage } from './AuthPage';
import { useAuthRoute } from './useAuthRoute';

/** /m/register: the invite code comes from `codeNumber`; a new account is logged in at once. */
export default function RegisterRoute() {
  const { services, countries, prefix, goOn } = useAuthRoute();
  const [search] = useSearchParams();
  return (
    <AuthPage>
      <RegisterScreen
        api={services.api}
        countries={countries}
        codeNumber={search.get('codeNumber')}
        loginHref={`${prefix}/login`}
        termsHref={contentPaths(prefix).terms}
        onRegistered={(result) => {
          services.session.send(loggedInEvent(result));
          goOn();
        }}
      />
    </AuthPage>
  );
}
