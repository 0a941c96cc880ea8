import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { isConnectionLost } from '@repo/machines/socket';
import { globalMessages } from '../shared/shell/globalMessages';
import { useAppServices } from '../shared/services/AppServicesContext';
import * as styles from './ConnectionStatus.css';

/** A loss shorter than this (a reconnect that works at once) is not worth a message. */
export const CONNECTION_LOST_GRACE_MS = 1000;

/**
 * "Reconnecting… prices are not live" while the live connection is lost, on every screen. The status
 * region is always in the page, so assistive technology announces the message when it appears; the
 * prices themselves are marked stale by the price store at the same time. It never takes a tap.
 */
export function ConnectionStatus() {
  const intl = useIntl();
  const { socket } = useAppServices();
  const lost = useSelector(socket, isConnectionLost);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!lost) return undefined;
    const timer = setTimeout(() => setShown(true), CONNECTION_LOST_GRACE_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [lost]);

  return (
    <div
      role="status"
      aria-label={intl.formatMessage(globalMessages.connectionRegion)}
      className={styles.region}
    >
      {shown && lost ? (
        <p className={styles.banner}>
          <span className={styles.dot} aria-hidden="true" />
          {intl.formatMessage(globalMessages.connectionLost)}
        </p>
      ) : null}
    </div>
  );
}
