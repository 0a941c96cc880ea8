import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonProps = AriaButtonProps;

/** A pressable action. Wraps react-aria's Button; state styling comes from its data attributes. */
export function Button({ className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (consumer) =>
        consumer ? `${styles.button} ${consumer}` : styles.button,
      )}
    />
  );
}
