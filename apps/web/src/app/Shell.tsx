import { FormattedMessage } from 'react-intl';
import * as styles from './App.css';

/** The app shell. Routes, layouts and screens arrive with the app issues. */
export function Shell() {
  return (
    <main className={styles.main}>
      <h1>
        <FormattedMessage
          id="shell.title"
          defaultMessage="Markets"
          description="Main heading of the app shell"
        />
      </h1>
      <p>
        <FormattedMessage
          id="shell.simulated"
          defaultMessage="Demo server: market data is simulated."
          description="Notice that the reference backend's prices are simulated, not real market data"
        />
      </p>
    </main>
  );
}
