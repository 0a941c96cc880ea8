import { HelpCentreScreen } from './HelpCentreScreen';
import { useContentPage } from './usePageContext';

/** The routed help centre (/m/help, /help). */
function HelpCentrePage() {
  return <HelpCentreScreen {...useContentPage()} />;
}

export default HelpCentrePage;
