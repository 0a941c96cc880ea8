import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Stepper.css';

export type StepState = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  /** The step labels, in order. */
  steps: readonly ReactNode[];
  /** Index (0-based) of the current step; steps before it are complete. */
  current: number;
  /** Accessible name of the list, for example "Verification progress". */
  'aria-label': string;
  className?: string;
}

export function stepState(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/** A multi-step progress indicator (identity verification, withdrawal). */
export function Stepper({ steps, current, className, ...props }: StepperProps) {
  const intl = useIntl();
  return (
    <ol
      aria-label={props['aria-label']}
      className={className ? `${styles.list} ${className}` : styles.list}
    >
      {steps.map((label, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={index}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={styles.step}
          >
            <span aria-hidden="true" className={styles.marker}>
              {state === 'complete' ? (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              ) : (
                intl.formatNumber(index + 1)
              )}
            </span>
            <span>
              {state === 'complete' ? (
                <FormattedMessage
                  id="ui.stepper.complete"
                  defaultMessage="{label}<hidden>, completed</hidden>"
                  description="A finished step in a multi-step process; the part in <hidden> is read only by screen readers"
                  values={{
                    label,
                    hidden: (chunks: ReactNode[]) => (
                      <span className={styles.visuallyHidden}>{chunks}</span>
                    ),
                  }}
                />
              ) : (
                label
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
