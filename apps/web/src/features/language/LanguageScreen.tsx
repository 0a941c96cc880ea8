import { ListBox, ListBoxItem } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { PageFrame } from '../../shared/page/PageFrame';
import { serverMessage } from '../../shared/errors/errors';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import * as styles from './language.css';
import { CountryFlag } from '../../layouts/CountryFlag';
import { Icon } from '../../layouts/icons';

const messages = defineMessages({
  title: {
    id: 'language.title',
    defaultMessage: 'Language',
    description: 'Heading of the language page',
  },
  listLabel: {
    id: 'language.list',
    defaultMessage: 'Languages',
    description: 'Accessible name of the list of languages to choose from',
  },
  loading: {
    id: 'language.loading',
    defaultMessage: 'Loading languages',
    description: 'Screen-reader text while the languages load',
  },
  empty: {
    id: 'language.empty',
    defaultMessage: 'No other languages are offered',
    description: 'Shown when the site offers no languages to choose from',
  },
  loadError: {
    id: 'language.loadError',
    defaultMessage: 'The languages could not be loaded.',
    description: 'Error text when the language list failed to load',
  },
});

export interface LanguageScreenProps {
  api: ApiClient;
  /** The language showing (ticked). */
  current: string;
  /** Switch language (the shell stores it and reloads, spec §4). */
  onChange: (tag: string) => void;
  onBack?: (() => void) | undefined;
}

/**
 * The language page (spec §2 /m/language): the languages the site offers, each with its icon and
 * its own name, the current one ticked; choosing another switches the app to it.
 */
export function LanguageScreen({ api, current, onChange, onBack }: LanguageScreenProps) {
  const intl = useIntl();
  const result = useApiQuery(apiKey('/common/language/list'), async () =>
    unwrap(await api.GET('/common/language/list')),
  );

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={4} label={intl.formatMessage(messages.loading)} />;
    if (result.status === 'error')
      return (
        <ErrorState
          description={serverMessage(result.error) ?? intl.formatMessage(messages.loadError)}
          onRetry={result.retry}
          isRetrying={result.isRetrying}
        />
      );
    if (result.data.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <ListBox
        aria-label={intl.formatMessage(messages.listLabel)}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[current]}
        items={result.data.map((language) => ({ ...language, id: language.langCode }))}
        onSelectionChange={(keys) => {
          const [tag] = [...keys];
          if (typeof tag === 'string' && tag !== current) onChange(tag);
        }}
        className={styles.list}
        data-testid="language-list"
      >
        {(language) => (
          <ListBoxItem id={language.langCode} textValue={language.langName} className={styles.item}>
            {({ isSelected }) => (
              <>
                <CountryFlag tag={language.langCode} icon={language.icon} />
                <span lang={language.langCode} dir={language.dir} className={styles.name}>
                  {language.langName}
                </span>
                {isSelected ? <Icon name="check" size={20} /> : null}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(messages.title)} onBack={onBack}>
      {body()}
    </PageFrame>
  );
}
