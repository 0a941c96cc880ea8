import { QuotesScreen } from './QuotesScreen';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';

/** The routed quotes page (/m/quotation, /quotation). */
function QuotesPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  // Desktop (no prefix) shows the full market table.
  return <QuotesScreen api={api} marketPath={`${prefix}/market`} full={prefix === ''} />;
}

export default QuotesPage;
