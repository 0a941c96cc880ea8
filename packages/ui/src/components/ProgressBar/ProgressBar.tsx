import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'children' | 'isIndeterminate'
> {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  /** Hide the value text (for example "45%"). */
  hideValue?: boolean;
}

/** Determinate progress (turnover requirement, KYC completion, presale sold). */
export function ProgressBar({ label, hideValue = false, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={composeRenderProps(className, (c) => (c ? `${styles.root} ${c}` : styles.root))}
    >
      {({ percentage, valueText }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {hideValue ? null : <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
