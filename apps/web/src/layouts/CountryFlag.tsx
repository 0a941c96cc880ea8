import { useState, type ReactNode } from 'react';
import { safeImageUrl } from '@repo/ui/theme';
import * as styles from './layouts.css';

/** The region of a language tag (`en-US` → `US`, `uz-Latn-UZ` → `UZ`), if it names one. */
export function regionOf(tag: string): string | undefined {
  const parts = tag.split('-');
  for (let index = parts.length - 1; index > 0; index -= 1) {
    const part = parts[index]!;
    if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase();
  }
  return undefined;
}

/** The flag emoji of a two-letter region: its regional indicator symbols. */
export function flagEmoji(region: string): string {
  return String.fromCodePoint(
    ...[...region.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65),
  );
}

/**
 * A country's flag, decorative (the language or country name is always written next to it): the
 * operator's uploaded icon when there is a safe one that loads, otherwise the flag drawn from the
 * language tag's region; `fallback` (nothing by default) when the tag names no region.
 */
export function CountryFlag({
  tag,
  icon,
  fallback = null,
}: {
  tag: string;
  icon?: string | null | undefined;
  fallback?: ReactNode;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeImageUrl(icon);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        className={styles.flagImage}
        onError={() => setFailed(src)}
      />
    );
  }
  const region = regionOf(tag);
  if (!region) return fallback;
  return (
    <span aria-hidden="true" className={styles.flagEmoji}>
      {flagEmoji(region)}
    </span>
  );
}
