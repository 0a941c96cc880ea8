import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
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

export const panel = style({
  paddingBlock: vars.space.medium,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});
