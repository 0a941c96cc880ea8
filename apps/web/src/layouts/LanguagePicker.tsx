import { Button as AriaButton, DialogTrigger, ListBox, ListBoxItem } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { BottomSheet } from '@repo/ui/components/BottomSheet';
import { useShellState } from '../app/shellState';
import { LOCALES } from '../i18n';
import { Icon } from './icons';
import * as styles from './layouts.css';

const messages = defineMessages({
  trigger: {
    id: 'shell.language.trigger',
    defaultMessage: 'Language',
    description: 'Accessible name of the header button that opens the language picker',
  },
  title: {
    id: 'shell.language.title',
    defaultMessage: 'Choose a language',
    description: 'Title of the language picker sheet',
  },
});

/**
 * The header's language picker (spec §2): a sheet listing every language by its own name, the current
 * one ticked. Picking one stores it and reloads the page in that language.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const { locale, changeLocale } = useShellState();
  return (
    <DialogTrigger>
      <AriaButton aria-label={intl.formatMessage(messages.trigger)} className={styles.iconButton}>
        <Icon name="language" />
      </AriaButton>
      <BottomSheet title={intl.formatMessage(messages.title)}>
        {(close) => (
          <ListBox
            aria-label={intl.formatMessage(messages.title)}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[locale]}
            onSelectionChange={(keys) => {
              const [tag] = [...keys];
              close();
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
                    <span lang={info.tag} dir={info.dir}>
                      {info.name}
                    </span>
                    {isSelected ? (
                      <svg
                        viewBox="0 0 24 24"
                        width="20"
                        height="20"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path
                          d="M5 12l5 5 9-10"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    ) : null}
                  </>
                )}
              </ListBoxItem>
            ))}
          </ListBox>
        )}
      </BottomSheet>
    </DialogTrigger>
  );
}
