import { Link } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useShellState } from '../../shared/shell/shellState';
import { DESKTOP_HOME_PATH, MOBILE_HOME_PATH } from '../../routing/guard';
import { Heading } from '@repo/ui/components/Heading';
import * as styles from '../pages.css';

/**
 * The maintenance page (spec §2, outside the layout). While SYSTEM_MAINTAIN is '1' the guard sends
 * every other address here; "Try again" goes home, and the guard brings the visitor back if
 * maintenance is still on.
 */
export default function MaintenancePage() {
  const { device } = useShellState();
  return (
    <main className={styles.standalone}>
      <div className={styles.panel}>
        <svg
          className={styles.illustration}
          viewBox="0 0 48 48"
          width="64"
          height="64"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M29 9a9 9 0 0 0-8.5 12L9 32.5a3.5 3.5 0 0 0 5 5L25.5 26A9 9 0 0 0 37 15l-5 5-5-1-1-5 5-5a9 9 0 0 0-2-.1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
        <Heading level={1}>
          <FormattedMessage
            id="maintenance.title"
            defaultMessage="We are doing some maintenance"
            description="Heading of the maintenance page, shown while the site is closed for maintenance"
          />
        </Heading>
        <p className={styles.text}>
          <FormattedMessage
            id="maintenance.body"
            defaultMessage="The site is being upgraded and will be back shortly."
            description="Explanation on the maintenance page"
          />
        </p>
        <Link
          href={device.isMobile ? MOBILE_HOME_PATH : DESKTOP_HOME_PATH}
          className={styles.action}
        >
          <FormattedMessage
            id="maintenance.retry"
            defaultMessage="Try again"
            description="Link on the maintenance page that reloads the site to see whether it is back"
          />
        </Link>
      </div>
    </main>
  );
}
