import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Link } from '@repo/ui/components/Link';
import { List, ListItem } from '@repo/ui/components/List';
import { Pagination } from '@repo/ui/components/Pagination';
import { usePaged } from '../../shared/lists/usePaged';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { formatDateTime } from '@repo/ui/format';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { LoadFailure } from '../../shared/page/loadStates';
import { contentTitles, posterMessages as messages } from './messages';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

export interface PosterListScreenProps {
  api: ApiClient;
  paths: ContentPaths;
  /** Only this category's articles (`?categoryId=`); all of them when left out. */
  categoryId?: number | undefined;
  onBack?: (() => void) | undefined;
  timeZone?: string;
}

/**
 * The article centre (spec §2 /m/poster): articles newest first, paged, optionally of one category,
 * with a link to the categories.
 */
export function PosterListScreen({
  api,
  paths,
  categoryId,
  onBack,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: PosterListScreenProps) {
  const intl = useIntl();
  const { page, pageSize, setPage, setPageSize } = usePaged();
  const result = useApiQuery(
    apiKey('/article/list', { categoryId: categoryId ?? null, page, pageSize }),
    async () =>
      unwrap(
        await api.POST('/article/list', {
          body: { page, limit: pageSize, ...(categoryId === undefined ? {} : { categoryId }) },
        }),
      ),
  );

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={5} label={intl.formatMessage(messages.loading)} />;
    if (result.status === 'error')
      return (
        <LoadFailure
          error={result.error}
          retry={result.retry}
          isRetrying={result.isRetrying}
          failed={messages.loadError}
        />
      );
    const { list, total } = result.data;
    if (total === 0 || list.length === 0)
      return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <>
        <List
          aria-label={intl.formatMessage(messages.listLabel)}
          items={list}
          data-testid="poster-list"
        >
          {(article) => (
            <ListItem
              id={article.id}
              href={paths.poster(article.id)}
              title={article.title}
              description={
                <>
                  {article.summary}
                  {article.summary ? ' · ' : ''}
                  <time dateTime={article.publishedAt}>
                    {formatDateTime(article.publishedAt, intl.locale, timeZone)}
                  </time>
                </>
              }
            />
          )}
        </List>
        <Pagination
          page={page}
          total={total}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(contentTitles.posters)} onBack={onBack}>
      <nav aria-label={intl.formatMessage(messages.categoriesLabel)} className={styles.section}>
        {categoryId === undefined ? (
          <Link href={paths.posterCategories} standalone>
            {intl.formatMessage(messages.byCategory)}
          </Link>
        ) : (
          <Link href={paths.posters} standalone>
            {intl.formatMessage(messages.allArticles)}
          </Link>
        )}
      </nav>
      {body()}
    </PageFrame>
  );
}
