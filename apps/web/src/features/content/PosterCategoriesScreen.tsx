import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Link } from '@repo/ui/components/Link';
import { List, ListItem } from '@repo/ui/components/List';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { PageFrame } from '../messages/PageFrame';
import { useLoad } from '../quotes/useLoad';
import { LoadFailure } from './loadStates';
import { contentTitles, posterMessages as messages } from './messages';
import type { ContentPaths } from './paths';

export interface PosterCategoriesScreenProps {
  api: ApiClient;
  paths: ContentPaths;
  onBack?: (() => void) | undefined;
}

/** The article centre's categories (spec §2 /m/poster/cate); each opens its articles. */
export function PosterCategoriesScreen({ api, paths, onBack }: PosterCategoriesScreenProps) {
  const intl = useIntl();
  const result = useLoad(async () => unwrap(await api.GET('/article/category/list')), 'categories');

  const body = () => {
    if (result.status === 'loading')
      return <Skeleton lines={4} label={intl.formatMessage(messages.categoriesLoading)} />;
    if (result.status === 'error')
      return (
        <LoadFailure
          error={result.error}
          retry={result.retry}
          isRetrying={result.isRetrying}
          failed={messages.categoriesLoadError}
        />
      );
    if (result.data.length === 0)
      return <EmptyState title={intl.formatMessage(messages.categoriesEmpty)} />;
    return (
      <List
        aria-label={intl.formatMessage(messages.categoriesLabel)}
        items={result.data}
        data-testid="poster-categories"
      >
        {(category) => (
          <ListItem id={category.id} href={paths.postersOf(category.id)} title={category.name} />
        )}
      </List>
    );
  };

  return (
    <PageFrame title={intl.formatMessage(contentTitles.posterCategories)} onBack={onBack}>
      {body()}
      <Link href={paths.posters} standalone>
        {intl.formatMessage(messages.allArticles)}
      </Link>
    </PageFrame>
  );
}
