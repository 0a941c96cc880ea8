import { defineMessages, useIntl } from 'react-intl';
import { joinClassNames } from '../TextField/FieldParts';
import { IndeterminateProgress } from './IndeterminateProgress';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

const messages = defineMessages({
  loading: {
    id: 'ui.spinner.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of a spinner shown while content loads',
  },
});

export interface SpinnerProps {
  size?: (typeof spinnerSizes)[number];
  /** Accessible name; defaults to "Loading". */
  label?: string;
  /** Show the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
  className?: string;
}

/** An indeterminate progress indicator (role progressbar) with an accessible name. */
export function Spinner({ size = 'medium', label, showLabel = false, className }: SpinnerProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage(messages.loading);
  return (
    <IndeterminateProgress aria-label={name} className={joinClassNames(styles.root, className)}>
      <span aria-hidden="true" className={`${styles.ring} ${styles.size[size]}`} />
      {showLabel ? <span>{name}</span> : null}
    </IndeterminateProgress>
  );
}
