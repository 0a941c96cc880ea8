import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';
import * as styles from './Dialog.css';

export { DialogTrigger } from 'react-aria-components';

const messages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes a dialog',
  },
  cancel: {
    id: 'ui.dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that dismisses a confirmation dialog without doing anything',
  },
});

/** The icon button that closes a dialog or sheet; named "Close" for assistive technology. */
export function DialogCloseButton({ onPress }: { onPress: () => void }) {
  const intl = useIntl();
  return (
    <AriaButton
      className={styles.closeButton}
      aria-label={intl.formatMessage(messages.close)}
      onPress={onPress}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </AriaButton>
  );
}

type OverlayProps = Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
>;

export interface DialogProps extends OverlayProps {
  title: ReactNode;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Action buttons shown at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  hideCloseButton?: boolean;
}

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close; Escape and a press
 * outside close it. Use inside `<DialogTrigger>` or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  isDismissable = true,
  ...overlay
}: DialogProps) {
  return (
    <ModalOverlay {...overlay} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {hideCloseButton ? null : <DialogCloseButton onPress={close} />}
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface AlertDialogProps extends Omit<OverlayProps, 'isDismissable'> {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Called on confirm; the dialog closes afterwards unless `isPending` is being used. */
  onConfirm: () => void;
  onCancel?: () => void;
  /** Keeps the dialog open with a pending confirm button (the caller closes it when done). */
  isPending?: boolean;
}

/**
 * A confirmation that interrupts (role alertdialog): not dismissed by a press outside; Escape or
 * Cancel closes it without confirming.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending = false,
  ...overlay
}: AlertDialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay {...overlay} isDismissable={false} className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              </div>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
                <AriaButton
                  className={styles.secondaryButton}
                  isDisabled={isPending}
                  onPress={() => {
                    onCancel?.();
                    close();
                  }}
                >
                  {cancelLabel ?? intl.formatMessage(messages.cancel)}
                </AriaButton>
                <Button
                  isPending={isPending}
                  onPress={() => {
                    onConfirm();
                    if (overlay.isOpen === undefined) close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
