import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { HeaderAction } from '@repo/ui/components/Header';
import { LazyAlertDialog as AlertDialog } from '../app/LazyAlertDialog';
import { useAppServices } from '../shared/services/AppServicesContext';
import { Icon } from './icons';

const messages = defineMessages({
  logout: {
    id: 'shell.header.logout',
    defaultMessage: 'Log out',
    description: 'Header button that logs the user out (after a confirmation)',
  },
  confirmTitle: {
    id: 'shell.logout.confirmTitle',
    defaultMessage: 'Log out?',
    description: 'Title of the confirmation before logging out',
  },
  confirmBody: {
    id: 'shell.logout.confirmBody',
    defaultMessage: 'You will need to log in again to trade or see your assets.',
    description: 'Text of the confirmation before logging out',
  },
});

/** Log out (spec §5: confirmed first); the session machine runs the logout effects of spec §4. */
export function LogoutAction() {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <HeaderAction
        label={intl.formatMessage(messages.logout)}
        icon={<Icon name="logout" />}
        onPress={() => setOpen(true)}
      />
      <LogoutConfirm isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** The confirmation before logging out (the header's button and the desktop account menu share it). */
export function LogoutConfirm({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const { session } = useAppServices();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.confirmTitle)}
      confirmLabel={intl.formatMessage(messages.logout)}
      onConfirm={() => {
        onOpenChange(false);
        session.send({ type: 'session.logout' });
      }}
    >
      {intl.formatMessage(messages.confirmBody)}
    </AlertDialog>
  );
}

/** The words of logging out, for other places that offer it. */
export const logoutMessages = messages;
