import { SupportScreen } from './SupportScreen';
import { useContentPage } from './usePageContext';

/** The routed online support (/m/support, /support; reachable during maintenance). */
function SupportPage() {
  return <SupportScreen {...useContentPage()} />;
}

export default SupportPage;
