import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Link } from '@repo/ui/components/Link';
import { List, ListItem } from '@repo/ui/components/List';
import { PageFrame } from '../../shared/page/PageFrame';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { Loaded } from '../../shared/page/loadStates';
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
  const result = useApiQuery(apiKey('/article/category/list'), async () =>
    unwrap(await api.GET('/article/category/list')),
  );

  const body = (
    <Loaded
      result={result}
      skeletonLines={4}
      loading={messages.categoriesLoading}
      failed={messages.categoriesLoadError}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title={intl.formatMessage(messages.categoriesEmpty)} />}
    >
      {(data) => (
        <List
          aria-label={intl.formatMessage(messages.categoriesLabel)}
          items={data}
          data-testid="poster-categories"
        >
          {(category) => (
            <ListItem id={category.id} href={paths.postersOf(category.id)} title={category.name} />
          )}
        </List>
      )}
    </Loaded>
  );

  return (
    <PageFrame title={intl.formatMessage(contentTitles.posterCategories)} onBack={onBack}>
      {body}
      <Link href={paths.posters} standalone>
        {intl.formatMessage(messages.allArticles)}
      </Link>
    </PageFrame>
  );
}
