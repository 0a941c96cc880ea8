import { useIntl, type MessageDescriptor } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { RichText } from '@repo/ui/components/RichText';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { formatDateTime } from '@repo/ui/format';
import { PageFrame } from '../messages/PageFrame';
import { useLoad } from '../quotes/useLoad';
import { LoadFailure } from './loadStates';
import { articleMessages as messages, contentTitles } from './messages';
import * as styles from './content.css';

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
  const result = useLoad(async () => {
    const params = { params: { path: { id } } };
    return unwrap(
      source === 'help'
        ? await api.GET('/help/info/{id}', params)
        : await api.GET('/article/info/{id}', params),
    );
  }, `${source}:${id}`);

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={6} label={intl.formatMessage(messages.loading)} />;
    if (result.status === 'error')
      return (
        <LoadFailure
          error={result.error}
          retry={result.retry}
          isRetrying={result.isRetrying}
          failed={messages.loadError}
          missing={messages.notFound}
        />
      );
    const { data } = result;
    return (
      <article aria-labelledby="content-article-title" className={styles.article}>
        <h2 id="content-article-title" className={styles.title}>
          <bdi>{data.title}</bdi>
        </h2>
        <p className={styles.meta}>
          <time dateTime={data.publishedAt}>
            {formatDateTime(data.publishedAt, intl.locale, timeZone)}
          </time>
        </p>
        <RichText html={data.content} />
      </article>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(TITLES[source])} onBack={onBack}>
      {body()}
    </PageFrame>
  );
}
