import { useIntl, type MessageDescriptor } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { formatDateTime } from '@repo/ui/format';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
import { ArticleBody } from './ArticleBody';
import { articleMessages as messages, contentTitles } from './messages';

/** Which collection the article belongs to: a help topic or an article of the article centre. */
export type ArticleSource = 'help' | 'poster';

const TITLES: Record<ArticleSource, MessageDescriptor> = {
  help: contentTitles.helpArticle,
  poster: contentTitles.poster,
};

export interface ArticleScreenProps {
  api: ApiClient;
  source: ArticleSource;
  id: number;
  onBack?: (() => void) | undefined;
  timeZone?: string;
}

/**
 * One article (help topic, or /m/poster/detail/{id}): title, date and the rich text through RichText,
 * the app's one sanitised HTML sink.
 */
export function ArticleScreen({
  api,
  source,
  id,
  onBack,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: ArticleScreenProps) {
  const intl = useIntl();
  const result = useApiQuery(
    apiKey(source === 'help' ? '/help/info/{id}' : '/article/info/{id}', { id }),
    async () => {
      const params = { params: { path: { id } } };
      return unwrap(
        source === 'help'
          ? await api.GET('/help/info/{id}', params)
          : await api.GET('/article/info/{id}', params),
      );
    },
  );

  const body = (
    <Loaded
      result={result}
      skeletonLines={6}
      loading={messages.loading}
      failed={messages.loadError}
      missing={messages.notFound}
    >
      {(data) => (
        <ArticleBody
          title={data.title}
          html={data.content}
          date={
            <time dateTime={data.publishedAt}>
              {formatDateTime(data.publishedAt, intl.locale, timeZone)}
            </time>
          }
        />
      )}
    </Loaded>
  );

  return (
    <PageFrame title={intl.formatMessage(TITLES[source])} onBack={onBack}>
      {body}
    </PageFrame>
  );
}
