import type { ScreenRoute } from '../../shared/routing/screenRoute';
import { contentTitles } from './titles';

export const contentRoutes: readonly ScreenRoute[] = [
  {
    id: 'faq',
    path: 'faq',
    layout: 'bare',
    title: contentTitles.faq,
    load: () => import('./FaqPage'),
  },
  {
    id: 'help',
    path: 'help',
    layout: 'bare',
    title: contentTitles.help,
    load: () => import('./HelpCentrePage'),
  },
  {
    id: 'helpArticle',
    path: 'help/detail/:id',
    layout: 'bare',
    title: contentTitles.helpArticle,
    load: () => import('./ArticlePages').then((m) => ({ default: m.HelpArticlePage })),
  },
  {
    id: 'terms',
    path: 'terms',
    layout: 'bare',
    title: contentTitles.terms,
    load: () => import('./SitePages').then((m) => ({ default: m.TermsPage })),
  },
  {
    id: 'privacy',
    path: 'privacy',
    layout: 'bare',
    title: contentTitles.privacy,
    load: () => import('./SitePages').then((m) => ({ default: m.PrivacyPage })),
  },
  {
    id: 'about',
    path: 'about',
    layout: 'bare',
    title: contentTitles.about,
    load: () => import('./SitePages').then((m) => ({ default: m.AboutPage })),
  },
  {
    id: 'search',
    path: 'search',
    layout: 'bare',
    title: contentTitles.search,
    load: () => import('./SearchPage'),
  },
  {
    id: 'posters',
    path: 'poster',
    layout: 'bare',
    title: contentTitles.posters,
    load: () => import('./PosterPages').then((m) => ({ default: m.PosterListPage })),
  },
  {
    id: 'posterCategories',
    path: 'poster/cate',
    layout: 'bare',
    title: contentTitles.posterCategories,
    load: () => import('./PosterPages').then((m) => ({ default: m.PosterCategoriesPage })),
  },
  {
    id: 'poster',
    path: 'poster/detail/:id',
    layout: 'bare',
    title: contentTitles.poster,
    load: () => import('./ArticlePages').then((m) => ({ default: m.PosterArticlePage })),
  },
  {
    id: 'support',
    path: 'support',
    layout: 'bare',
    title: contentTitles.support,
    load: () => import('./SupportPage'),
  },
];
