import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Badge.css';
import { badgeTones } from './Badge.css';

export { badgeTones };
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  /** A short label ("New", "VIP 2"). Ignored when `count` is given. */
  children?: ReactNode;
  /** A number to show; above `max` it shows "max+". Zero renders nothing unless `showZero`. */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** Show a dot instead of text (the accessible `label` is then required to mean anything). */
  dot?: boolean;
  /**
   * What a screen reader hears instead of the visible text, for example "3 unread messages".
   * When given, the visible text is hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

/** Shows the text a count badge displays: the number, or "max+" above the maximum. */
export function badgeCountText(count: number, max: number, format: (n: number) => string) {
  return count > max ? `${format(max)}+` : format(count);
}

/** A small status or count label. */
export function Badge({
  tone = 'critical',
  children,
  count,
  max = 99,
  showZero = false,
  dot = false,
  label,
  className,
}: BadgeProps) {
  const intl = useIntl();
  if (count !== undefined && count <= 0 && !showZero) return null;
  const visible = dot
    ? null
    : count !== undefined
      ? badgeCountText(count, max, (n) => intl.formatNumber(n))
      : children;
  const classes = [styles.root, styles.tone[tone], dot ? styles.dot : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-tone={tone}>
      {label ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </>
      ) : (
        visible
      )}
    </span>
  );
}
