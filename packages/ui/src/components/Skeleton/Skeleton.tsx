import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const messages = defineMessages({
  loading: {
    id: 'ui.skeleton.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of a placeholder shown while content loads',
  },
});

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** Number of text lines (text shape only); the last one is shorter. */
  lines?: number;
  inlineSize?: CSSProperties['inlineSize'];
  blockSize?: CSSProperties['blockSize'];
  /** Accessible name of the placeholder; defaults to "Loading". */
  label?: string;
  className?: string;
}

/**
 * A loading placeholder. The shapes are hidden from assistive technology; the group is one
 * busy status with a name, so a screen reader hears "Loading" once instead of empty boxes.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  inlineSize,
  blockSize,
  label,
  className,
}: SkeletonProps) {
  const intl = useIntl();
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  const items = Array.from({ length: count }, (_, i) => i);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? intl.formatMessage(messages.loading)}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {items.map((i) => (
        <span
          key={i}
          aria-hidden="true"
          data-skeleton=""
          className={`${styles.block} ${styles.shape[shape]}`}
          style={{
            inlineSize: count > 1 && i === count - 1 ? '60%' : (inlineSize ?? '100%'),
            blockSize: shape === 'text' ? undefined : (blockSize ?? '48px'),
          }}
        />
      ))}
    </div>
  );
}
