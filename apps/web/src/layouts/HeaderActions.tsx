import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { HeaderAction } from '@repo/ui/components/Header';
import { hasScreen } from '../app/routeTable';
import { isLoggedIn, useShellState } from '../shared/shell/shellState';
import { GuestBadge } from './GuestBadge';
import { Icon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import * as styles from './layouts.css';
import { LogoutAction } from './LogoutAction';
import { navigationMessages } from './navigation';

const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * Header actions of spec §2: the guest badge (a guest session), language picker, search (products and
 * articles), messages with unread count (logged in), on desktop the account menu (logged in), FAQ;
 * log out (logged in or a guest, who ends the guest session).
 */
export function HeaderActions({ prefix }: { prefix: '' | '/m' }) {
  const intl = useIntl();
  const { session } = useShellState();
  return (
    <>
      {session.guest ? <GuestBadge prefix={prefix} /> : null}
      <LanguagePicker />
      {prefix === '' ? (
        // Phones reach search from the home shortcuts and the quotes search: a fifth icon would
        // leave a 320 px header no room for its title.
        <HeaderAction
          label={intl.formatMessage(navigationMessages.search)}
          icon={<Icon name="search" />}
          href="/search"
        />
      ) : null}
      {isLoggedIn(session) ? (
        <HeaderAction
          label={intl.formatMessage(navigationMessages.messages)}
          icon={<Icon name="messages" />}
          href={`${prefix}/user/message`}
          unreadCount={session.unreadCount}
        />
      ) : null}
      {prefix === '' && isLoggedIn(session) && hasScreen('/user/index') ? (
        // Desktop: the account menu of the top bar (phones reach the centre from the assets tab).
        // Its chunk loads apart from the first load; until then the plain link to the centre.
        <Suspense
          fallback={
            <HeaderAction
              label={intl.formatMessage(navigationMessages.account)}
              icon={<Icon name="login" />}
              href="/user/index"
            />
          }
        >
          <AccountMenu />
        </Suspense>
      ) : null}
      <span
        className={prefix === '/m' && isLoggedIn(session) ? styles.roomyHeaderOnly : styles.noBox}
      >
        <HeaderAction
          label={intl.formatMessage(navigationMessages.faq)}
          icon={<Icon name="help" />}
          href={`${prefix}/faq`}
        />
        {isLoggedIn(session) || session.guest ? <LogoutAction /> : null}
      </span>
    </>
  );
}
