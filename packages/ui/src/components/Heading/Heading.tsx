import type { ReactNode } from 'react';
import * as styles from './Heading.css';
import { headingLevels, headingSizes } from './Heading.css';

export { headingLevels, headingSizes };
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

const DEFAULT_SIZE: Record<HeadingLevel, HeadingSize> = {
  1: 'heading',
  2: 'xlarge',
  3: 'large',
  4: 'body',
};

export interface HeadingProps {
  /** The document outline level (h1…h4). */
  level: HeadingLevel;
  /** The size on the theme's type scale; follows the level unless given. */
  size?: HeadingSize;
  id?: string;
  /** `auto` for text of unknown direction (a server's title inside a right-to-left page). */
  dir?: 'auto' | 'ltr' | 'rtl';
  className?: string;
  children: ReactNode;
}

/** A heading whose level says where it sits in the outline and whose size comes from the theme. */
export function Heading({
  level,
  size = DEFAULT_SIZE[level],
  id,
  dir,
  className,
  children,
}: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = [styles.heading, styles.size[size], className ?? ''].filter(Boolean).join(' ');
  return (
    <Element id={id} dir={dir} className={classes}>
      {children}
    </Element>
  );
}
