import { FormattedMessage } from 'react-intl';
import * as styles from './App.css';

/**
 * The shell's welcome content: the home route shows it until the home screen (banner, notices,
 * market overview) exists. The layout's header carries the page heading.
 */
export function Shell() {
  return (
    <section className={styles.main}>
      <p>
        <FormattedMessage
          id="shell.simulated"
          defaultMessage="Demo server: market data is simulated."
          description="Notice that the reference backend's prices are simulated, not real market data"
        />
      </p>
    </section>
  );
}
