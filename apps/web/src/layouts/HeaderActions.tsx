import { useIntl } from 'react-intl';
import { HeaderAction } from '@repo/ui/components/Header';
import { isLoggedIn, useShellState } from '../app/shellState';
import { GuestBadge } from './GuestBadge';
import { Icon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { LogoutAction } from './LogoutAction';
import { navigationMessages } from './navigation';

/**
 * Header actions of spec §2: the guest badge (a guest session), language picker, search (products and
 * articles), messages with unread count (logged in), FAQ; log out (logged in or a guest, who ends the
 * guest session).
 */
export function HeaderActions({ prefix }: { prefix: '' | '/m' }) {
  const intl = useIntl();
  const { session } = useShellState();
  return (
    <>
      {session.guest ? <GuestBadge prefix={prefix} /> : null}
      <LanguagePicker />
      <HeaderAction
        label={intl.formatMessage(navigationMessages.search)}
        icon={<Icon name="search" />}
        href={`${prefix}/search`}
      />
      {isLoggedIn(session) ? (
        <HeaderAction
          label={intl.formatMessage(navigationMessages.messages)}
          icon={<Icon name="messages" />}
          href={`${prefix}/user/message`}
          unreadCount={session.unreadCount}
        />
      ) : null}
      <HeaderAction
        label={intl.formatMessage(navigationMessages.faq)}
        icon={<Icon name="help" />}
        href={`${prefix}/faq`}
      />
      {isLoggedIn(session) || session.guest ? <LogoutAction /> : null}
    </>
  );
}
