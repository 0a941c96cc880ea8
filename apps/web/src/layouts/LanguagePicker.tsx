import { lazy, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCountryIcons } from '../shared/services/AppServicesContext';
import { useShellState } from '../shared/shell/shellState';
import { CountryFlag } from './CountryFlag';
import { Icon } from './icons';
import { languageMessages as messages } from './languageMessages';
import * as styles from './layouts.css';

const LanguageSheet = lazy(() => import('./LanguageSheet'));

/**
 * The header's language picker (spec §2): a button showing the current language's country flag, opening
 * a sheet of every language. Picking one stores it and reloads the page in that language.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { locale } = useShellState();
  const icons = useCountryIcons();
  return (
    <>
      <AriaButton
        aria-label={intl.formatMessage(messages.trigger)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={styles.iconButton}
        onPress={() => setOpen(true)}
      >
        <CountryFlag tag={locale} icon={icons.get(locale)} fallback={<Icon name="language" />} />
      </AriaButton>
      {open ? (
        <Suspense fallback={null}>
          <LanguageSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
