import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  // Numbers read left to right even inside right-to-left text.
  unicodeBidi: 'isolate',
  direction: 'ltr',
  whiteSpace: 'nowrap',
});

export const trend = styleVariants({
  rise: { color: vars.trend.rise },
  fall: { color: vars.trend.fall },
  flat: { color: vars.trend.flat },
  none: { color: 'inherit' },
});

// The flash is a tint that is set and, FLASH_MS later, removed: two paints of the price's own box
// per move. Not an animation: a fade (even of a composited layer's opacity alone) makes the
// compositor draw a frame 60 times a second for as long as any price in view is flashing, which on a
// list that ticks is all the time. Lighthouse traces of /m/index (Chromium compositing in software,
// as on a phone without GPU compositing), first 5 s, median of 6: the compositor thread's CPU 620 ms
// with the fade (as much as the page's own main thread), 210 ms with the tint; the browser's main
// thread 490 -> 330 ms.
export const value = style({
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-flash="rise"]': { background: vars.trend.riseSoft },
    '&[data-flash="fall"]': { background: vars.trend.fallSoft },
  },
  '@media': {
    // No flash at all when the user asked for less motion.
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-flash]': { background: 'none' } },
    },
  },
});

// Stale: the trend colour is dropped (it would claim a live move) and a marker is shown.
export const stale = style({
  color: vars.foreground.secondary,
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
});

export const staleIcon = style({ alignSelf: 'center', flexShrink: 0 });

export { visuallyHidden } from '../../theme/utilities.css';
