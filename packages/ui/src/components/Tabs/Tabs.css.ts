import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
});

/** Holds the list and its scroll hints, which sit over its ends. */
export const tabListFrame = style({
  position: 'relative',
  minInlineSize: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
});

/** A tab list whose tabs share its width (a few short tabs: intervals, order sides). */
export const tabListFill = style({ gap: 0 });

export const tab = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.touch.minTarget,
  minInlineSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  borderBlockEnd: '3px solid transparent',
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightStrong,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { color: vars.foreground.neutral },
    '&[data-selected]': { color: vars.foreground.neutral, borderBlockEndColor: vars.border.brand },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
    // The tabs share the list's width from their own: seven short intervals fit a 360 px phone; labels
    // too long to fit (a language with long words) keep their width and the list scrolls, never overlaps.
    [`${tabListFill} > &`]: {
      boxSizing: 'border-box',
      flex: '1 0 auto',
      justifyContent: 'center',
      paddingInline: vars.space.xsmall,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { borderBlockEndColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

/**
 * An edge of the list with more tabs past it: a fade from the page colour and a chevron, over the
 * cut-off tab. A 44 px target; above the tabs' bottom border, so the selected tab's line stays.
 */
export const scrollHint = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetBlockEnd: '1px',
  inlineSize: vars.touch.minTarget,
  display: 'flex',
  alignItems: 'center',
  padding: 0,
  border: 'none',
  color: vars.foreground.neutral,
  cursor: 'pointer',
  selectors: {
    '&[data-side="end"]': {
      insetInlineEnd: 0,
      justifyContent: 'flex-end',
      background: `linear-gradient(to right, transparent, ${vars.background.body} 55%)`,
    },
    '&[data-side="start"]': {
      insetInlineStart: 0,
      justifyContent: 'flex-start',
      background: `linear-gradient(to left, transparent, ${vars.background.body} 55%)`,
    },
    '[dir="rtl"] &[data-side="end"]': {
      background: `linear-gradient(to left, transparent, ${vars.background.body} 55%)`,
    },
    '[dir="rtl"] &[data-side="start"]': {
      background: `linear-gradient(to right, transparent, ${vars.background.body} 55%)`,
    },
  },
  '@media': {
    '(forced-colors: active)': { background: 'Canvas', forcedColorAdjust: 'none' },
  },
});

/** Chevrons point the other way in right-to-left text. */
export const chevron = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const panel = style({
  paddingBlock: vars.space.medium,
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});
