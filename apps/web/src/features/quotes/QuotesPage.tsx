import { QuotesScreen } from './QuotesScreen';
import { useDevicePrefix, useScreenServices } from './services';

/** The routed quotes page (/m/quotation, /quotation). */
export default function QuotesPage() {
  const { api } = useScreenServices();
  const prefix = useDevicePrefix();
  return <QuotesScreen api={api} marketPath={`${prefix}/market`} />;
}
