import { ListBox, ListBoxItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { BottomSheet } from '@repo/ui/components/BottomSheet';
import { useCountryIcons } from '../shared/services/AppServicesContext';
import { useShellState } from '../shared/shell/shellState';
import { LOCALES } from '../i18n/locales';
import { languageMessages as messages } from './languageMessages';
import * as styles from './layouts.css';
import { CountryFlag } from './CountryFlag';
import { Icon } from './icons';

/**
 * The language sheet: every language by its own name with its country's flag, the current one ticked. Loaded on demand
 * when the picker first opens, so the list and the sheet stay out of the first page load.
 */
export default function LanguageSheet({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale, changeLocale } = useShellState();
  const icons = useCountryIcons();
  return (
    <BottomSheet
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(messages.title)}
    >
      {() => (
        <ListBox
          aria-label={intl.formatMessage(messages.title)}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[locale]}
          onSelectionChange={(keys) => {
            const [tag] = [...keys];
            onClose();
            if (typeof tag === 'string' && tag !== locale) changeLocale(tag);
          }}
          className={styles.languageList}
        >
          {LOCALES.map((info) => (
            <ListBoxItem
              key={info.tag}
              id={info.tag}
              textValue={info.name}
              className={styles.languageItem}
            >
              {({ isSelected }) => (
                <>
                  <span className={styles.languageName}>
                    <CountryFlag tag={info.tag} icon={icons.get(info.tag)} />
                    <span lang={info.tag} dir={info.dir}>
                      {info.name}
                    </span>
                  </span>
                  {isSelected ? <Icon name="check" size={20} /> : null}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      )}
    </BottomSheet>
  );
}
