import { useIntl, type MessageDescriptor } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { formatDateTime } from '@repo/ui/format';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
import { ArticleBody } from './ArticleBody';
import { articleMessages as messages, contentTitles, sitePageValueMessages } from './messages';
import { MoreHelpLinks } from './MoreHelpLinks';
import type { ContentPaths } from './paths';

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
  const result = useApiQuery(apiKey('/common/page/{key}', { key: pageKey }), async () =>
    unwrap(await api.GET('/common/page/{key}', { params: { path: { key: pageKey } } })),
  );

  const body = (
    <Loaded
      result={result}
      skeletonLines={8}
      loading={messages.pageLoading}
      failed={messages.pageLoadError}
      missing={messages.pageMissing}
    >
      {(data) => (
        <ArticleBody
          title={data.title}
          html={data.content}
          date={
            <time dateTime={data.updatedAt}>
              {intl.formatMessage(sitePageValueMessages.updated, {
                date: formatDateTime(data.updatedAt, intl.locale, timeZone),
              })}
            </time>
          }
        />
      )}
    </Loaded>
  );

  return (
    <PageFrame title={intl.formatMessage(TITLES[pageKey])} onBack={onBack}>
      {body}
      <MoreHelpLinks paths={paths} current={pageKey} />
    </PageFrame>
  );
}
