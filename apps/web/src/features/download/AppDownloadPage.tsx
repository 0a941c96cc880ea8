import { useNavigate } from 'react-router';
import { useScreenServices, withAppServices } from '../quotes/services';
import { AppDownloadScreen } from './AppDownloadScreen';

/** The routed app download page (/app). */
function AppDownloadPage() {
  const { api } = useScreenServices();
  const navigate = useNavigate();
  return <AppDownloadScreen api={api} onBack={() => void navigate(-1)} />;
}

export default withAppServices(AppDownloadPage);
