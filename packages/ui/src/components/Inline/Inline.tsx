import type { ElementType, ReactNode } from 'react';
import type { Space } from '../Stack/Stack.css';
import * as styles from './Inline.css';

export interface InlineProps {
  /** Space between the children (both ways when they wrap), from the theme's space scale. */
  gap?: Space;
  /** Where the row sits along the line (logical: `start` is the right edge in RTL). */
  align?: keyof typeof styles.align;
  /** How children line up across the line. */
  alignY?: keyof typeof styles.alignY;
  /** Children wrap onto new lines on a narrow screen unless this is false. */
  wrap?: boolean;
  as?: ElementType;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** Children side by side with the same space between them, wrapping on a narrow screen. */
export function Inline({
  gap = 'small',
  align = 'start',
  alignY = 'center',
  wrap = true,
  as: Element = 'div',
  className,
  children,
  ...rest
}: InlineProps) {
  const classes = [
    styles.inline,
    styles.gap[gap],
    styles.align[align],
    styles.alignY[alignY],
    wrap ? '' : styles.noWrap,
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
