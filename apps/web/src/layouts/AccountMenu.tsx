import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { unwrap } from '@repo/api-schema/client';
import { MenuButton, type MenuGroup } from '@repo/ui/components/Menu';
import { visibleMenuGroups, type AccountMenuGroup } from '../features/account';
import { apiKey } from '../shared/data/queryClient';
import { useApiQuery } from '../shared/data/useApiQuery';
import { useHasScreen } from '../shared/routing/ScreenIndex';
import { useScreenServices } from '../shared/services/screenServices';
import { useShellState } from '../shared/shell/shellState';
import { Icon } from './icons';
import { LogoutConfirm, logoutMessages } from './LogoutAction';
import { navigationMessages } from './navigation';

const messages = defineMessages<{ funds: NoMessageValues; unread: { count: number } }>({
  funds: {
    id: 'shell.accountMenu.funds',
    defaultMessage: 'Funds',
    description: 'Heading of the deposit, withdraw and records entries in the desktop account menu',
  },
  unread: {
    id: 'shell.accountMenu.unread',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
    description:
      'Unread in-site messages beside "Messages" in the desktop account menu, e.g. 3 unread',
  },
});

const LOGOUT = 'logout';

/**
 * The desktop header's account menu (spec §2 "on desktop an account menu"): the user centre and its
 * main entries (assets, deposit, withdraw, funds records, orders, messages), then log out with the
 * same confirmation as the header's button. Only screens the app has are listed; a demo account gets
 * no deposit or withdrawal (the user info is read when the menu first opens). Loaded apart from the
 * page's first load (HeaderActions shows the plain account link until then).
 */
export default function AccountMenu() {
  const intl = useIntl();
  const { api } = useScreenServices();
  const { session } = useShellState();
  const hasScreen = useHasScreen();
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const user = useApiQuery(apiKey('/user/info'), async () => unwrap(await api.POST('/user/info')), {
    enabled: opened,
  });
  const isDemo = user.status === 'ready' && user.data.role === 'demo';
  const groups: MenuGroup[] = visibleMenuGroups('', hasScreen, isDemo).map(
    (group: AccountMenuGroup) => ({
      id: group.id,
      label: group.id === 'funds' ? intl.formatMessage(messages.funds) : undefined,
      items: group.links.map((link) => ({
        id: link.path,
        label: intl.formatMessage(link.label),
        href: link.path,
        detail:
          link.path === '/user/message' && session.unreadCount > 0
            ? intl.formatMessage(messages.unread, { count: session.unreadCount })
            : undefined,
      })),
    }),
  );
  groups.push({
    id: 'session',
    items: [
      {
        id: LOGOUT,
        label: intl.formatMessage(logoutMessages.logout),
        icon: <Icon name="logout" size={20} />,
        tone: 'critical',
      },
    ],
  });
  return (
    <>
      <MenuButton
        label={intl.formatMessage(navigationMessages.account)}
        icon={<Icon name="login" />}
        groups={groups}
        onOpenChange={(isOpen) => {
          if (isOpen) setOpened(true);
        }}
        onAction={(id) => {
          if (id === LOGOUT) setConfirming(true);
        }}
      />
      <LogoutConfirm isOpen={confirming} onOpenChange={setConfirming} />
    </>
  );
}
