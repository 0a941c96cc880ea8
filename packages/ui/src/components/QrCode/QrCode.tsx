import QRCode from 'qrcode';
import { useMemo } from 'react';
import * as styles from './QrCode.css';

const QUIET_ZONE = 4;

/** The SVG path of a QR code's dark modules (one unit per module, quiet zone included). */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: n + 2 * QUIET_ZONE, d: parts.join('') };
}

export interface QrCodeProps {
  /** What the code encodes (the invite link). */
  value: string;
  /** Accessible name of the image, e.g. "QR code for your invite link". */
  label: string;
  /** Rendered size in CSS pixels. */
  size?: number;
  /** Show the encoded text under the code (the text alternative); on by default. */
  showValue?: boolean;
  className?: string;
}

/** A QR code (invite link) drawn as SVG in theme colours, with the encoded text as an alternative. */
export function QrCode({ value, label, size = 176, showValue = true, className }: QrCodeProps) {
  const path = useMemo(() => qrPath(value), [value]);
  return (
    <figure className={className ? `${styles.figure} ${className}` : styles.figure}>
      <svg
        role="img"
        aria-label={label}
        className={styles.svg}
        viewBox={`0 0 ${path.size} ${path.size}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
      >
        <path d={path.d} fill="currentColor" />
      </svg>
      {showValue ? <figcaption className={styles.caption}>{value}</figcaption> : null}
    </figure>
  );
}
