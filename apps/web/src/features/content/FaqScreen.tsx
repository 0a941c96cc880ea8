import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { Accordion, AccordionItem } from '@repo/ui/components/Accordion';
import { Button } from '@repo/ui/components/Button';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { RichText } from '@repo/ui/components/RichText';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { TextField } from '@repo/ui/components/TextField';
import { PageFrame } from '../../shared/page/PageFrame';
import { serverMessage } from '../../shared/errors/errors';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { contentTitles, faqMessages as messages, faqValueMessages } from './messages';
import { MoreHelpLinks } from './MoreHelpLinks';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

export type FaqEntry = Schema<'FaqEntry'>;

/** The words of an answer without its markup: only for matching, never rendered. */
const answerText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * The questions whose question or answer contains every word typed (case-insensitive in the page's
 * language), in the server's order.
 */
export function filterFaq(entries: readonly FaqEntry[], query: string, locale: string) {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = `${entry.question} ${answerText(entry.answer)}`.toLocaleLowerCase(locale);
    return words.every((word) => haystack.includes(word));
  });
}

export interface FaqScreenProps {
  api: ApiClient;
  paths: ContentPaths;
  onBack?: (() => void) | undefined;
}

/**
 * Frequently asked questions (spec §2 /m/faq): a search field that filters the questions as the user
 * types, each question a disclosure showing its rich-text answer, and links to the other help pages.
 */
export function FaqScreen({ api, paths, onBack }: FaqScreenProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const result = useApiQuery(apiKey('/faq/list'), async () => unwrap(await api.GET('/faq/list')));
  const entries = result.status === 'ready' ? result.data : undefined;
  const shown = useMemo(
    () => (entries ? filterFaq(entries, deferredQuery, intl.locale) : []),
    [entries, deferredQuery, intl.locale],
  );

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={5} label={intl.formatMessage(messages.loading)} />;
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
      <>
        <TextField
          type="search"
          label={intl.formatMessage(messages.searchLabel)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={query}
          onChange={setQuery}
        />
        <p role="status" className={styles.visuallyHidden}>
          {query.trim()
            ? intl.formatMessage(faqValueMessages.matchCount, { count: shown.length })
            : ''}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            title={intl.formatMessage(faqValueMessages.noMatch, { query: query.trim() })}
            description={intl.formatMessage(messages.noMatchHint)}
            action={
              <Button tone="secondary" onPress={() => setQuery('')}>
                {intl.formatMessage(messages.clearSearch)}
              </Button>
            }
          />
        ) : (
          <Accordion data-testid="faq-list">
            {shown.map((entry) => (
              <AccordionItem
                key={entry.id}
                id={String(entry.id)}
                title={entry.question}
                headingLevel={2}
              >
                <RichText html={entry.answer} />
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(contentTitles.faq)} onBack={onBack}>
      {body()}
      <MoreHelpLinks paths={paths} current="faq" />
    </PageFrame>
  );
}
