import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children?: ReactNode;
}

/** A checkbox with its label; supports indeterminate. Wraps react-aria's Checkbox. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.choice, consumer),
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {(isSelected || isIndeterminate) && (
              <svg className={styles.mark} viewBox="0 0 16 16" fill="none">
                <path
                  d={isIndeterminate ? 'M3 8h10' : 'M3 8.5l3.2 3L13 4.5'}
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
