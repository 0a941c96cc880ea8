import { Link } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Badge } from '@repo/ui/components/Badge';
import * as styles from './layouts.css';

const messages = defineMessages({
  guest: {
    id: 'shell.header.guest',
    defaultMessage: 'Guest',
    description: 'Header badge shown during a guest session (no account); it links to registration',
  },
  register: {
    id: 'shell.header.guestRegister',
    defaultMessage: 'Guest: register to trade',
    description:
      'Accessible name of the header guest badge: the visitor is a guest and the link opens registration',
  },
});

/** A guest session's mark in the header: "Guest", linking to registration (a guest may not trade). */
export function GuestBadge({ prefix }: { prefix: '' | '/m' }) {
  const intl = useIntl();
  return (
    <Link
      href={`${prefix}/register`}
      aria-label={intl.formatMessage(messages.register)}
      className={styles.guestLink}
    >
      <Badge tone="info">{intl.formatMessage(messages.guest)}</Badge>
    </Link>
  );
}
