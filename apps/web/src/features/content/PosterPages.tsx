import { useSearchParams } from 'react-router';
import { PosterCategoriesScreen } from './PosterCategoriesScreen';
import { PosterListScreen } from './PosterListScreen';
import { parseId, useContentPage } from './usePageContext';

function PosterList() {
  const page = useContentPage();
  const categoryId = parseId(useSearchParams()[0].get('categoryId'));
  return <PosterListScreen key={categoryId ?? 'all'} {...page} categoryId={categoryId} />;
}

/** The routed article centre (/m/poster, /m/poster?categoryId=…). */
export const PosterListPage = PosterList;

/** The routed article categories (/m/poster/cate). */
export function PosterCategoriesPage() {
  return <PosterCategoriesScreen {...useContentPage()} />;
}
