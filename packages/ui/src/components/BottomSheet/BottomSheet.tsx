import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { DialogCloseButton } from '../Dialog';
import * as styles from './BottomSheet.css';

export interface BottomSheetProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  title: ReactNode;
  /** Content, or a function receiving `close` (for pick-and-close lists). */
  children: ReactNode | ((close: () => void) => ReactNode);
  hideCloseButton?: boolean;
}

/**
 * A modal sheet sliding up from the bottom (mobile pickers, order forms). A dialog underneath:
 * focus trapped, Escape and a press on the backdrop close it, focus returns to the trigger.
 * Use inside `<DialogTrigger>` or control it with `isOpen`/`onOpenChange`.
 */
export function BottomSheet({
  title,
  children,
  hideCloseButton = false,
  ...overlay
}: BottomSheetProps) {
  return (
    <ModalOverlay {...overlay} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div aria-hidden="true" className={styles.handle} />
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {hideCloseButton ? null : <DialogCloseButton onPress={close} />}
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
