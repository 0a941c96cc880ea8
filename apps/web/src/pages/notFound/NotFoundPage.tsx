import { Link } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useShellState } from '../../shared/shell/shellState';
import { useDesktopFrame } from '../../layouts/desktopFrame';
import { DESKTOP_HOME_PATH, MOBILE_HOME_PATH } from '../../routing/guard';
import { Heading } from '@repo/ui/components/Heading';
import * as styles from '../pages.css';

/**
 * The 404 page (spec §2, outside the layout): shown for /404 and for any unknown address. In the
 * desktop layout, which has the main landmark, it is a section of it.
 */
export default function NotFoundPage() {
  const { device } = useShellState();
  const desktop = useDesktopFrame();
  const Frame = desktop ? 'section' : 'main';
  return (
    <Frame
      className={desktop ? `${styles.standalone} ${styles.inLayout}` : styles.standalone}
      data-page="not-found"
    >
      <div className={styles.panel}>
        <p className={styles.code} aria-hidden="true">
          {404}
        </p>
        <Heading level={1}>
          <FormattedMessage
            id="notFound.title"
            defaultMessage="Page not found"
            description="Heading of the 404 page"
          />
        </Heading>
        <p className={styles.text}>
          <FormattedMessage
            id="notFound.body"
            defaultMessage="The page you are looking for does not exist or has moved."
            description="Explanation on the 404 page"
          />
        </p>
        <Link
          href={device.isMobile ? MOBILE_HOME_PATH : DESKTOP_HOME_PATH}
          className={styles.action}
        >
          <FormattedMessage
            id="notFound.home"
            defaultMessage="Go to the home page"
            description="Link on the 404 page back to the home page"
          />
        </Link>
      </div>
    </Frame>
  );
}
