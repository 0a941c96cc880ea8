import { useIntl } from 'react-intl';
import { HeaderAction } from '@repo/ui/components/Header';
import { isLoggedIn, useShellState } from '../app/shellState';
import { Icon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { LogoutAction } from './LogoutAction';
import { navigationMessages } from './navigation';

/** Header actions of spec §2: language picker, messages with unread count (logged in), FAQ; log out. */
export function HeaderActions({ prefix }: { prefix: '' | '/m' }) {
  const intl = useIntl();
  const { session } = useShellState();
  return (
    <>
      <LanguagePicker />
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
      {isLoggedIn(session) ? <LogoutAction /> : null}
    </>
  );
}
