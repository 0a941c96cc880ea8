import { SitePageScreen, type SitePageKey } from './SitePageScreen';
import { useContentPage } from './usePageContext';

function SitePage({ pageKey }: { pageKey: SitePageKey }) {
  return <SitePageScreen key={pageKey} pageKey={pageKey} {...useContentPage()} />;
}

/** /m/terms, /terms */
export function TermsPage() {
  return <SitePage pageKey="terms" />;
}
/** /m/privacy, /privacy */
export function PrivacyPage() {
  return <SitePage pageKey="privacy" />;
}
/** /m/about, /about */
export function AboutPage() {
  return <SitePage pageKey="about" />;
}
