import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  borderRadius: vars.radius.large,
  background: vars.background.surfaceRaised,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.neutral,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
});

export const column = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  textAlign: 'start',
  fontWeight: vars.font.weightRegular,
  color: vars.foreground.secondary,
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.border.neutral}` },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
});

export const cell = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  minBlockSize: vars.touch.minTarget,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': {
      textAlign: 'end',
      fontFamily: vars.font.familyNumeric,
      fontVariantNumeric: 'tabular-nums',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
});

export const sortMark = style({ marginInlineStart: vars.space.xxsmall });

export const status = style({
  padding: vars.space.medium,
  textAlign: 'center',
  color: vars.foreground.secondary,
});
