import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.background.surfaceRaised,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: '56px',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  boxSizing: 'border-box',
  textDecoration: 'none',
  color: 'inherit',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.border.neutral}` },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-pressed]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const start = style({
  flexShrink: 0,
  display: 'inline-flex',
  color: vars.foreground.secondary,
});

export const text = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightBody,
  color: vars.foreground.secondary,
  overflowWrap: 'anywhere',
});

export const end = style({
  flexShrink: 0,
  maxInlineSize: '45%',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const chevron = style({
  flexShrink: 0,
  color: vars.foreground.secondary,
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const empty = style({ padding: vars.space.medium, color: vars.foreground.secondary });
