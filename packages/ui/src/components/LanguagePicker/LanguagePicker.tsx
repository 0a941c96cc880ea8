import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DialogTrigger,
  ListBox,
  ListBoxItem,
  type Selection,
} from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { BottomSheet } from '../BottomSheet';
import * as styles from './LanguagePicker.css';

const messages = defineMessages<{
  title: NoMessageValues;
  trigger: { title: string; language: string };
}>({
  trigger: {
    id: 'ui.languagePicker.trigger',
    defaultMessage: '{title}: {language}',
    description:
      'Accessible name of the button opening the language sheet, e.g. "Language: English"',
  },
  title: {
    id: 'ui.languagePicker.title',
    defaultMessage: 'Language',
    description: 'Title of the sheet where the user chooses the app language',
  },
});

export interface LanguageOption {
  /** BCP 47 tag, e.g. "fa-IR". */
  tag: string;
  /** The language's own name ("فارسی", "Deutsch"): users find their language by it. */
  name: string;
  /** A flag image or icon (decorative). */
  flag?: ReactNode;
}

export interface LanguagePickerProps {
  languages: readonly LanguageOption[];
  /** The current language tag (ticked). */
  value: string;
  onChange: (tag: string) => void;
  /** Sheet title; defaults to "Language". */
  title?: string;
  defaultOpen?: boolean;
}

/**
 * A trigger showing the current language that opens a bottom sheet of languages: each with its
 * flag or icon and its own name, the current one ticked; arrow keys, type-ahead and Enter work.
 */
export function LanguagePicker({
  languages,
  value,
  onChange,
  title,
  defaultOpen = false,
}: LanguagePickerProps) {
  const intl = useIntl();
  const heading = title ?? intl.formatMessage(messages.title);
  const current = languages.find((l) => l.tag === value);
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <AriaButton
        className={styles.trigger}
        aria-label={intl.formatMessage(messages.trigger, {
          title: heading,
          language: current?.name ?? value,
        })}
      >
        {current?.flag ? (
          <span aria-hidden="true" className={styles.flag}>
            {current.flag}
          </span>
        ) : null}
        <span lang={current?.tag}>{current?.name ?? value}</span>
      </AriaButton>
      <BottomSheet title={heading}>
        {(close) => (
          <ListBox
            aria-label={heading}
            className={styles.listBox}
            items={languages}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[value]}
            onSelectionChange={(keys: Selection) => {
              if (keys === 'all') return;
              const tag = [...keys][0];
              if (typeof tag === 'string') {
                if (tag !== value) onChange(tag);
                close();
              }
            }}
          >
            {(language) => (
              <ListBoxItem
                id={language.tag}
                textValue={language.name}
                lang={language.tag}
                className={styles.option}
              >
                {({ isSelected }) => (
                  <>
                    <span aria-hidden="true" className={styles.flag}>
                      {language.flag}
                    </span>
                    <span className={styles.name}>{language.name}</span>
                    {isSelected ? (
                      <svg
                        aria-hidden="true"
                        className={styles.tick}
                        viewBox="0 0 16 16"
                        width="18"
                        height="18"
                        focusable="false"
                      >
                        <path
                          d="M3 8.5l3 3 7-7"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                        />
                      </svg>
                    ) : null}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </BottomSheet>
    </DialogTrigger>
  );
}
