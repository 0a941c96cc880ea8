import { useNavigate } from 'react-router';
import { useShellState } from '../../app/shellState';
import { useScreenServices, withAppServices } from '../quotes/services';
import { LanguageScreen } from './LanguageScreen';

/** The routed language page (/m/language, /language). */
function LanguagePage() {
  const { api } = useScreenServices();
  const { locale, changeLocale } = useShellState();
  const navigate = useNavigate();
  return (
    <LanguageScreen
      api={api}
      current={locale}
      onChange={changeLocale}
      onBack={() => void navigate(-1)}
    />
  );
}

export default withAppServices(LanguagePage);
