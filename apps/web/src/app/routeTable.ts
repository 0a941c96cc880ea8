import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { contentTitles } from '../features/content';

/**
 * Where a screen sits (spec §2): inside the main layout (header, footer / tab bar), inside the user
 * layout (same chrome, login required), or on its own ("outside the layout").
 */
export type ScreenLayout = 'main' | 'user' | 'bare';

export interface ScreenRoute {
  /** Stable id, also the route id in the router. */
  id: string;
  /** Path without the device prefix: `index` is `/m/index` on mobile and `/index` on desktop. */
  path: string;
  layout: ScreenLayout;
  /** Pages that exist only unprefixed (/404, /maintain, /app): the guard never moves them. */
  unprefixedOnly?: boolean;
  /** Page title: the header's heading and the document title. */
  title: MessageDescriptor;
  /** The screen, loaded on demand. */
  load: () => Promise<{ default: ComponentType }>;
}

export const routeTitles = defineMessages({
  home: {
    id: 'shell.title',
    defaultMessage: 'Markets',
    description: 'Title of the home page, shown in the header and the browser tab',
  },
  notFound: {
    id: 'notFound.documentTitle',
    defaultMessage: 'Page not found',
    description: 'Browser tab title of the 404 page',
  },
  login: {
    id: 'auth.login.documentTitle',
    defaultMessage: 'Log in',
    description: 'Browser tab title of the login page',
  },
  register: {
    id: 'auth.register.documentTitle',
    defaultMessage: 'Create an account',
    description: 'Browser tab title of the registration page',
  },
  forgotPassword: {
    id: 'auth.forgot.documentTitle',
    defaultMessage: 'Reset password',
    description: 'Browser tab title of the forgot-password page',
  },
  quotes: {
    id: 'quotes.documentTitle',
    defaultMessage: 'Quotes',
    description: 'Title of the live quotes page, shown in the header and the browser tab',
  },
  messages: {
    id: 'messages.documentTitle',
    defaultMessage: 'Messages',
    description: 'Browser tab title of the in-site message list',
  },
  message: {
    id: 'messages.detail.documentTitle',
    defaultMessage: 'Message',
    description: 'Browser tab title of the page showing one in-site message',
  },
  language: {
    id: 'language.documentTitle',
    defaultMessage: 'Language',
    description: 'Browser tab title of the language page',
  },
  appDownload: {
    id: 'download.documentTitle',
    defaultMessage: 'Download the app',
    description: 'Browser tab title of the app download page',
  },
  product: {
    id: 'product.documentTitle',
    defaultMessage: 'Market',
    description: 'Browser tab title of the product detail page (price, chart)',
  },
  maintenance: {
    id: 'maintenance.documentTitle',
    defaultMessage: 'Under maintenance',
    description: 'Browser tab title of the maintenance page',
  },
});

/**
 * The one route table. Mobile (`/m/...`) and desktop (unprefixed) routes are both generated from it
 * (see routes.tsx). A screen gets an entry only when it exists: no placeholders.
 */
export const screens: readonly ScreenRoute[] = [
  {
    id: 'home',
    path: 'index',
    layout: 'main',
    title: routeTitles.home,
    load: () => import('../features/home/HomePage'),
  },
  {
    id: 'login',
    path: 'login',
    layout: 'bare',
    title: routeTitles.login,
    // Guest login is the login page's "Continue as guest" button.
    load: () => import('../features/auth/routes/LoginRoute'),
  },
  {
    id: 'register',
    path: 'register',
    layout: 'bare',
    title: routeTitles.register,
    load: () => import('../features/auth/routes/RegisterRoute'),
  },
  {
    id: 'forgotPassword',
    path: 'forget',
    layout: 'bare',
    title: routeTitles.forgotPassword,
    load: () => import('../features/auth/routes/ForgotPasswordRoute'),
  },
  {
    id: 'quotes',
    path: 'quotation',
    layout: 'main',
    title: routeTitles.quotes,
    load: () => import('../features/quotes/QuotesPage'),
  },
  {
    id: 'product',
    path: 'market',
    layout: 'bare',
    title: routeTitles.product,
    load: () => import('../features/product/ProductPage'),
  },
  {
    id: 'messages',
    path: 'user/message',
    layout: 'bare',
    title: routeTitles.messages,
    load: () => import('../features/messages/MessageListPage'),
  },
  {
    id: 'message',
    path: 'user/message/detail/:id',
    layout: 'bare',
    title: routeTitles.message,
    load: () => import('../features/messages/MessageDetailPage'),
  },
  {
    id: 'language',
    path: 'language',
    layout: 'bare',
    title: routeTitles.language,
    load: () => import('../features/language/LanguagePage'),
  },
  {
    id: 'appDownload',
    path: 'app',
    layout: 'bare',
    unprefixedOnly: true,
    title: routeTitles.appDownload,
    load: () => import('../features/download/AppDownloadPage'),
  },
  {
    id: 'faq',
    path: 'faq',
    layout: 'bare',
    title: contentTitles.faq,
    load: () => import('../features/content/FaqPage'),
  },
  {
    id: 'help',
    path: 'help',
    layout: 'bare',
    title: contentTitles.help,
    load: () => import('../features/content/HelpCentrePage'),
  },
  {
    id: 'helpArticle',
    path: 'help/detail/:id',
    layout: 'bare',
    title: contentTitles.helpArticle,
    load: () =>
      import('../features/content/ArticlePages').then((m) => ({ default: m.HelpArticlePage })),
  },
  {
    id: 'terms',
    path: 'terms',
    layout: 'bare',
    title: contentTitles.terms,
    load: () => import('../features/content/SitePages').then((m) => ({ default: m.TermsPage })),
  },
  {
    id: 'privacy',
    path: 'privacy',
    layout: 'bare',
    title: contentTitles.privacy,
    load: () => import('../features/content/SitePages').then((m) => ({ default: m.PrivacyPage })),
  },
  {
    id: 'about',
    path: 'about',
    layout: 'bare',
    title: contentTitles.about,
    load: () => import('../features/content/SitePages').then((m) => ({ default: m.AboutPage })),
  },
  {
    id: 'search',
    path: 'search',
    layout: 'bare',
    title: contentTitles.search,
    load: () => import('../features/content/SearchPage'),
  },
  {
    id: 'posters',
    path: 'poster',
    layout: 'bare',
    title: contentTitles.posters,
    load: () =>
      import('../features/content/PosterPages').then((m) => ({ default: m.PosterListPage })),
  },
  {
    id: 'posterCategories',
    path: 'poster/cate',
    layout: 'bare',
    title: contentTitles.posterCategories,
    load: () =>
      import('../features/content/PosterPages').then((m) => ({ default: m.PosterCategoriesPage })),
  },
  {
    id: 'poster',
    path: 'poster/detail/:id',
    layout: 'bare',
    title: contentTitles.poster,
    load: () =>
      import('../features/content/ArticlePages').then((m) => ({ default: m.PosterArticlePage })),
  },
  {
    id: 'support',
    path: 'support',
    layout: 'bare',
    title: contentTitles.support,
    load: () => import('../features/content/SupportPage'),
  },
  {
    id: 'notFound',
    path: '404',
    layout: 'bare',
    unprefixedOnly: true,
    title: routeTitles.notFound,
    load: () => import('../pages/notFound/NotFoundPage'),
  },
  {
    id: 'maintenance',
    path: 'maintain',
    layout: 'bare',
    unprefixedOnly: true,
    title: routeTitles.maintenance,
    load: () => import('../pages/maintenance/MaintenancePage'),
  },
];

/**
 * Whether an address inside the app leads to a screen it has: `/m/<path>` or `/<path>` of a table
 * entry (only `/<path>` for the unprefixed-only pages), query and hash ignored. Links to screens
 * still to come (home shortcuts, operator banners) are left out with it instead of leading to a 404.
 */
export function hasScreen(address: string, table: readonly ScreenRoute[] = screens): boolean {
  const pathname = address
    .split(/[?#]/, 1)[0]!
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  const mobile = pathname === '/m' || pathname.startsWith('/m/');
  const unprefixed = mobile ? pathname.slice(2) || '/' : pathname;
  // "/", "/m" and "/m/user" are redirects to screens (routes.tsx), not screens of their own.
  if (unprefixed === '/') return true;
  return table.some(
    (screen) =>
      screen.id !== 'notFound' &&
      !(mobile && screen.unprefixedOnly) &&
      matchPath({ path: `/${screen.path}`, end: true }, unprefixed) !== null,
  );
}
