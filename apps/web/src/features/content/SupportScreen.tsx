import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
import { contentTitles, supportMessages as messages } from './messages';
import { MoreHelpLinks } from './MoreHelpLinks';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

/** Only web addresses open as the support chat (never `javascript:` or other schemes). */
export function supportChatUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  try {
    const parsed = new URL(trimmed, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export interface SupportScreenProps {
  api: ApiClient;
  paths: ContentPaths;
  onBack?: (() => void) | undefined;
}

/**
 * Online support (spec §2 /m/support): the operator's online-service link, opened in a new tab, or a
 * clear "not offered" with the way to the FAQ when the site has none.
 */
export function SupportScreen({ api, paths, onBack }: SupportScreenProps) {
  const intl = useIntl();
  const result = useApiQuery(apiKey('/common/support'), async () =>
    unwrap(await api.GET('/common/support')),
  );

  const body = (
    <Loaded
      result={result}
      skeletonLines={2}
      loading={messages.loading}
      failed={messages.loadError}
      isEmpty={(data) => supportChatUrl(data.url) === undefined}
      empty={
        <EmptyState
          title={intl.formatMessage(messages.notOffered)}
          description={intl.formatMessage(messages.notOfferedHint)}
        />
      }
    >
      {(data) => (
        <div className={styles.section}>
          <p className={styles.text}>{intl.formatMessage(messages.intro)}</p>
          <a
            href={supportChatUrl(data.url)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.action}
            data-testid="support-link"
          >
            {intl.formatMessage(messages.open)}
          </a>
        </div>
      )}
    </Loaded>
  );

  return (
    <PageFrame title={intl.formatMessage(contentTitles.support)} onBack={onBack}>
      {body}
      <MoreHelpLinks paths={paths} current="support" />
    </PageFrame>
  );
}
