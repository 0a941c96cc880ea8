import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The flash fades a tinted layer out by its opacity alone: the compositor runs it without styling
// and painting the page again in every frame (a background-colour animation did, about a tenth of
// the main thread while a list's prices ticked).
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

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
  position: 'relative',
  // The tinted layer stays under the digits and above whatever is behind the price.
  isolation: 'isolate',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-flash]::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      borderRadius: 'inherit',
      opacity: 0,
      pointerEvents: 'none',
      animation: `${fadeOut} 600ms ${vars.motion.easing}`,
    },
    '&[data-flash="rise"]::before': { background: vars.trend.riseSoft },
    '&[data-flash="fall"]::before': { background: vars.trend.fallSoft },
  },
  '@media': {
    // No flash at all when the user asked for less motion.
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-flash]::before': { animation: 'none' } },
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
