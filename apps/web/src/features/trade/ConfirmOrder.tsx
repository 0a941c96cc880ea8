import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BottomSheet } from '@repo/ui/components/BottomSheet';
import { Button } from '@repo/ui/components/Button';
import { Checkbox } from '@repo/ui/components/Checkbox';
import { Dialog } from '@repo/ui/components/Dialog';
import { confirmMessages as messages } from './messages';
import * as styles from './trade.css';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
}

export interface ConfirmOrderProps {
  isOpen: boolean;
  /** A dialog on a desktop, a bottom sheet on a phone. */
  desktop: boolean;
  summary: string;
  rows: readonly ConfirmRow[];
  /** The order is on its way: Confirm is busy and a second press does nothing. */
  isPending: boolean;
  /** `dontAskAgain`: the user ticked "don't ask again in this session". */
  onConfirm(dontAskAgain: boolean): void;
  onCancel(): void;
}

/**
 * The order summary before it is placed (spec §3's trade popup), with "don't ask again in this
 * session". It stays open, Confirm busy, while the order is on its way, so a double tap lands on a
 * busy button and never reaches the ticket underneath.
 */
export function ConfirmOrder({
  isOpen,
  desktop,
  summary,
  rows,
  isPending,
  onConfirm,
  onCancel,
}: ConfirmOrderProps) {
  const intl = useIntl();
  const [dontAsk, setDontAsk] = useState(false);
  const onOpenChange = (open: boolean) => {
    if (!open && !isPending) onCancel();
  };
  const body = (
    <div className={styles.panel} data-testid="trade-confirm">
      <p className={styles.summaryLine}>{summary}</p>
      <dl className={styles.figures}>
        {rows.map((row) => (
          <div key={row.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{row.label}</dt>
            <dd className={styles.figureValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Checkbox isSelected={dontAsk} onChange={setDontAsk} isDisabled={isPending}>
        {intl.formatMessage(messages.dontShow)}
      </Checkbox>
      <div className={styles.actions}>
        <Button fullWidth isPending={isPending} onPress={() => onConfirm(dontAsk)}>
          {intl.formatMessage(messages.confirm)}
        </Button>
        <Button fullWidth tone="secondary" isDisabled={isPending} onPress={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </div>
  );
  const title = intl.formatMessage(messages.title);
  return desktop ? (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} isDismissable={!isPending}>
      {body}
    </Dialog>
  ) : (
    <BottomSheet isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      {body}
    </BottomSheet>
  );
}
