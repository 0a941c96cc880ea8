import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const flashRise = keyframes({ from: { background: vars.trend.riseSoft }, to: {} });
const flashFall = keyframes({ from: { background: vars.trend.fallSoft }, to: {} });

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

export const value = style({
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-flash="rise"]': { animation: `${flashRise} 600ms ${vars.motion.easing}` },
    '&[data-flash="fall"]': { animation: `${flashFall} 600ms ${vars.motion.easing}` },
  },
  '@media': {
    // No flash at all when the user asked for less motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
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
