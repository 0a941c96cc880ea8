import { useNavigate } from 'react-router';
import { useScreenServices } from '../../shared/services/screenServices';
import { AppDownloadScreen } from './AppDownloadScreen';

/** The routed app download page (/app). */
function AppDownloadPage() {
  const { api } = useScreenServices();
  const navigate = useNavigate();
  return <AppDownloadScreen api={api} onBack={() => void navigate(-1)} />;
}

export default AppDownloadPage;
