import { withAppServices } from '../quotes/services';
import { SitePageScreen, type SitePageKey } from './SitePageScreen';
import { useContentPage } from './usePageContext';

function SitePage({ pageKey }: { pageKey: SitePageKey }) {
  return <SitePageScreen key={pageKey} pageKey={pageKey} {...useContentPage()} />;
}

/** /m/terms, /terms */
export const TermsPage = withAppServices(() => <SitePage pageKey="terms" />);
/** /m/privacy, /privacy */
export const PrivacyPage = withAppServices(() => <SitePage pageKey="privacy" />);
/** /m/about, /about */
export const AboutPage = withAppServices(() => <SitePage pageKey="about" />);
