import { useProgressBar, type AriaProgressBarProps } from 'react-aria/useProgressBar';
import { joinClassNames } from '../TextField/FieldParts';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'isIndeterminate' | 'label'> {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  /** Hide the value text (for example "45%"). */
  hideValue?: boolean;
  className?: string;
}

/**
 * Determinate progress (turnover requirement, KYC completion, presale sold). Built on react-aria's
 * `useProgressBar` rather than react-aria-components' `ProgressBar`: that component's module also
 * holds the context every `Button` reads, so it sat in every page's first load; the hook and its
 * number formatting load with the screens that show a bar. The spinners are `IndeterminateProgress`.
 */
export function ProgressBar({
  label,
  hideValue = false,
  className,
  value = 0,
  minValue = 0,
  maxValue = 100,
  ...props
}: ProgressBarProps) {
  const { progressBarProps, labelProps } = useProgressBar({
    ...props,
    label,
    value,
    minValue,
    maxValue,
  });
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage =
    maxValue === minValue ? 0 : ((clamped - minValue) / (maxValue - minValue)) * 100;
  return (
    <div {...progressBarProps} className={joinClassNames(styles.root, className)}>
      {label ? (
        <span {...labelProps} className={styles.label}>
          {label}
        </span>
      ) : (
        <span />
      )}
      {hideValue ? null : (
        <span className={styles.value}>{progressBarProps['aria-valuetext']}</span>
      )}
      <div className={styles.track}>
        <div className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
      </div>
    </div>
  );
}
