import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@repo/ui/components/Button';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../platform/serviceWorker';
import { globalMessages } from '../shared/shell/globalMessages';
import * as styles from './UpdatePrompt.css';

/**
 * "A new version is ready" with a Reload button, once a new version of the app has been installed
 * in the background (`waiting`). The page keeps running the version it has until the user presses
 * Reload (a half-filled order is never reloaded away). A status region, so it is announced when it
 * appears.
 */
export function UpdateBanner({ waiting, onReload }: { waiting: boolean; onReload: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage(globalMessages.updateRegion)}
      className={styles.region}
    >
      {waiting ? (
        <div className={styles.banner}>
          <p className={styles.text}>{intl.formatMessage(globalMessages.updateReady)}</p>
          <Button size="small" onPress={onReload}>
            {intl.formatMessage(globalMessages.updateReload)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The update banner wired to the service worker (platform/serviceWorker). */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  return <UpdateBanner waiting={waiting} onReload={() => applyUpdate()} />;
}
