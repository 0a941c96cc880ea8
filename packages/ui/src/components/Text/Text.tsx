import type { ReactNode } from 'react';
import * as styles from './Text.css';
import { textSizes, textTones } from './Text.css';

export { textSizes, textTones };
export type TextTone = (typeof textTones)[number];
export type TextSize = (typeof textSizes)[number];

export interface TextProps {
  /** The meaning of the colour (secondary for hints and dates, critical for errors). */
  tone?: TextTone;
  /** The size on the theme's type scale. */
  size?: TextSize;
  weight?: keyof typeof styles.weight;
  /** A paragraph by default; `span` inside a line, `div` around blocks. */
  as?: 'p' | 'span' | 'div';
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Body text on the theme's type scale, coloured by meaning. */
export function Text({
  tone = 'neutral',
  size = 'body',
  weight = 'regular',
  as: Element = 'p',
  id,
  className,
  children,
}: TextProps) {
  const classes = [
    styles.text,
    styles.tone[tone],
    styles.size[size],
    styles.weight[weight],
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} className={classes}>
      {children}
    </Element>
  );
}
