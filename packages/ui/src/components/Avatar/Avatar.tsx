import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initials fallback. */
  name: string;
  src?: string;
  size?: (typeof avatarSizes)[number];
  /** Decorative when the name is printed next to it anyway. */
  decorative?: boolean;
  className?: string;
}

/** Up to two initials from a name, by grapheme (so emoji and combining marks stay whole). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = (w: string) => segmenter.segment(w)[Symbol.iterator]().next().value?.segment ?? '';
  if (words.length === 0) return '';
  const picked = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return picked.map(first).join('').toLocaleUpperCase();
}

/** A user picture with an initials fallback when there is no picture or it fails to load. */
export function Avatar({ name, src, size = 'medium', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [styles.root, styles.size[size], className ?? ''].filter(Boolean).join(' ');
  const showImage = src !== undefined && failedSrc !== src;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={classes} {...a11y} data-fallback={showImage ? undefined : ''}>
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
