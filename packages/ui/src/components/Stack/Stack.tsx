import type { ElementType, ReactNode } from 'react';
import * as styles from './Stack.css';
import type { Space } from './Stack.css';

export { spaceSteps, type Space } from './Stack.css';

export interface StackProps {
  /** Space between the children, from the theme's space scale. */
  gap?: Space;
  /** How children sit across the column (they stretch to its width by default). */
  align?: keyof typeof styles.align;
  /** The element to render (`section`, `main`, `ul`…); a `div` by default. */
  as?: ElementType;
  className?: string;
  children: ReactNode;
  /** Passed through for labelled regions and tests. */
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Children one under another with the same space between them (Braid's Stack). */
export function Stack({
  gap = 'medium',
  align = 'stretch',
  as: Element = 'div',
  className,
  children,
  ...rest
}: StackProps) {
  const classes = [styles.stack, styles.gap[gap], styles.align[align], className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
