import { useContext, type ReactNode } from 'react';
import { ProgressBarContext } from 'react-aria-components';

export interface IndeterminateProgressProps {
  /** The accessible name. */
  'aria-label': string;
  className?: string;
  children?: ReactNode;
}

/**
 * An indeterminate progress indicator: what react-aria's `ProgressBar isIndeterminate` renders
 * (role progressbar, min 0, max 100, no value) without the value formatting a bar with a value
 * needs. That is react-aria's number formatter and label hooks, about 1 KiB brotli, which every
 * page's first load carried for the spinners of `Button` and `Spinner`. Inside a pending `Button` it
 * takes the id the button names itself with (react-aria's ProgressBarContext), so the button's
 * accessible name includes it as with react-aria's own bar.
 */
export function IndeterminateProgress({
  'aria-label': label,
  className,
  children,
}: IndeterminateProgressProps) {
  const context = useContext(ProgressBarContext) as { id?: string } | null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      id={context?.id}
      className={className}
    >
      {children}
    </div>
  );
}
