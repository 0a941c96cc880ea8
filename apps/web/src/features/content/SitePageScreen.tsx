import { useIntl, type MessageDescriptor } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { RichText } from '@repo/ui/components/RichText';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { formatDateTime } from '@repo/ui/format';
import { PageFrame } from '../messages/PageFrame';
import { useLoad } from '../quotes/useLoad';
import { LoadFailure } from './loadStates';
import { articleMessages as messages, contentTitles, sitePageValueMessages } from './messages';
import { MoreHelpLinks } from './MoreHelpLinks';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

export type SitePageKey = Schema<'SitePageKey'>;

const TITLES: Record<SitePageKey, MessageDescriptor> = {
  terms: contentTitles.terms,
  privacy: contentTitles.privacy,
  about: contentTitles.about,
};

export interface SitePageScreenProps {
  api: ApiClient;
  pageKey: SitePageKey;
  paths: ContentPaths;
  onBack?: (() => void) | undefined;
  timeZone?: string;
}

/** A site page written by the operator: terms of service, privacy policy or about us. */
export function SitePageScreen({
  api,
  pageKey,
  paths,
  onBack,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: SitePageScreenProps) {
  const intl = useIntl();
  const result = useLoad(
    async () => unwrap(await api.GET('/common/page/{key}', { params: { path: { key: pageKey } } })),
    pageKey,
  );

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={8} label={intl.formatMessage(messages.pageLoading)} />;
    if (result.status === 'error')
      return (
        <LoadFailure
          error={result.error}
          retry={result.retry}
          isRetrying={result.isRetrying}
          failed={messages.pageLoadError}
          missing={messages.pageMissing}
        />
      );
    const { data } = result;
    return (
      <article aria-labelledby="content-page-title" className={styles.article}>
        <h2 id="content-page-title" className={styles.title}>
          <bdi>{data.title}</bdi>
        </h2>
        <p className={styles.meta}>
          <time dateTime={data.updatedAt}>
            {intl.formatMessage(sitePageValueMessages.updated, {
              date: formatDateTime(data.updatedAt, intl.locale, timeZone),
            })}
          </time>
        </p>
        <RichText html={data.content} />
      </article>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(TITLES[pageKey])} onBack={onBack}>
      {body()}
      <MoreHelpLinks paths={paths} current={pageKey} />
    </PageFrame>
  );
}
