import { useIntl } from 'react-intl';
import { Banners, MarketOverview, Notices, Shortcuts, type HomeScreenProps } from './HomeScreen';
import { homeMessages as messages } from './messages';
import * as styles from './home.css';

/** How many products the desktop overview lists (the table has room for more than a phone's). */
export const DESKTOP_OVERVIEW_SIZE = 10;

/**
 * The desktop home (/index): the banner at a sensible height with the notices and a compact row of
 * shortcuts beside it, and under them the market overview as a table with 24 h high, low and
 * volume. The same parts as the phone's home, each loading, failing and retrying on its own.
 */
export function DesktopHome({
  api,
  loggedIn,
  prefix,
  autoplayMs,
  hasScreen = () => true,
}: HomeScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.desktopScreen} data-testid="home">
      <div className={styles.desktopTop}>
        <div className={styles.desktopBanner}>
          <Banners api={api} autoplayMs={autoplayMs} hasScreen={hasScreen} />
        </div>
        <div className={styles.desktopSide}>
          <Notices api={api} loggedIn={loggedIn} prefix={prefix} />
          <section className={styles.section} aria-labelledby="home-shortcuts">
            <h2 id="home-shortcuts" className={styles.sectionTitle}>
              {intl.formatMessage(messages.shortcuts)}
            </h2>
            <Shortcuts prefix={prefix} loggedIn={loggedIn} hasScreen={hasScreen} compact />
          </section>
        </div>
      </div>
      <MarketOverview api={api} prefix={prefix} size={DESKTOP_OVERVIEW_SIZE} full />
    </div>
  );
}
