import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children?: ReactNode;
}

/** An on/off setting that applies at once. Wraps react-aria's Switch. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (consumer) =>
        joinClassNames(styles.choice, consumer),
      )}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
