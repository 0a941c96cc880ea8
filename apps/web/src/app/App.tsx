import { IntlProvider } from 'react-intl';
import { lightTheme } from '@repo/ui/theme';
import { Shell } from './Shell';
import * as styles from './App.css';

const DEFAULT_LOCALE = 'en-US';

export function App() {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
      <div className={`${lightTheme} ${styles.root}`}>
        <Shell />
      </div>
    </IntlProvider>
  );
}
