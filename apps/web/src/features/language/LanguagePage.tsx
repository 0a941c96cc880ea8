import { useShellState } from '../../shared/shell/shellState';
import { useBack } from '../../layouts/useBack';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { LanguageScreen } from './LanguageScreen';

/** The routed language page (/m/language, /language). */
function LanguagePage() {
  const { api } = useScreenServices();
  const { locale, changeLocale } = useShellState();
  const back = useBack(`${useDevicePrefix()}/index`);
  return <LanguageScreen api={api} current={locale} onChange={changeLocale} onBack={back} />;
}

export default LanguagePage;
