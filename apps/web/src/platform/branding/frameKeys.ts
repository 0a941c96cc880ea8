/* No imports: the build's first-paint frame (src/build/firstPaint.ts) reads these in Node. */

/**
 * The colours of the first-paint frame (index.html, src/build/firstPaint.ts) when the operator's
 * theme is not the built-in light one. The app writes them here once the site parameters are in;
 * the frame's inline script reads them before the first paint of the next start, so a dark or branded
 * app does not flash the light frame. Only hex colours are kept or applied.
 */
export const FRAME_COLOURS_KEY = 'frameColours';

export interface FrameColours {
  body: string;
  skeleton: string;
  border: string;
  scheme: 'light' | 'dark';
  /** The texts some pages' frames show (text, secondary text, a field's box and border). */
  text?: string;
  muted?: string;
  surface?: string;
  field?: string;
}

/** The frame's CSS custom properties (with the light theme's colours as their fallbacks). */
export const FRAME_VARS = {
  body: '--boot-body',
  skeleton: '--boot-skeleton',
  border: '--boot-border',
  text: '--boot-text',
  muted: '--boot-muted',
  surface: '--boot-surface',
  field: '--boot-field',
} as const;
