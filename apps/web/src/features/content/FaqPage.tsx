import { FaqScreen } from './FaqScreen';
import { useContentPage } from './usePageContext';

/** The routed FAQ (/m/faq, /faq). */
function FaqPage() {
  return <FaqScreen {...useContentPage()} />;
}

export default FaqPage;
