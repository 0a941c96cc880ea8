import { Navigate, useParams } from 'react-router';
import { ArticleScreen, type ArticleSource } from './ArticleScreen';
import { parseId, useContentPage } from './usePageContext';

function ArticlePage({ source }: { source: ArticleSource }) {
  const { api, onBack } = useContentPage();
  const id = parseId(useParams().id);
  if (id === undefined) return <Navigate to="/404" replace />;
  return <ArticleScreen key={id} api={api} source={source} id={id} onBack={onBack} />;
}

/** The routed help topic (/m/help/detail/:id). */
export function HelpArticlePage() {
  return <ArticlePage source="help" />;
}

/** The routed article of the article centre (/m/poster/detail/:id). */
export function PosterArticlePage() {
  return <ArticlePage source="poster" />;
}
