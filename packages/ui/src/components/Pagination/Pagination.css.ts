import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.neutral,
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.foreground.neutral,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[aria-current="page"]': {
      background: vars.background.brand,
      color: vars.foreground.onBrand,
      fontWeight: vars.font.weightStrong,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { border: '2px solid Highlight' } },
    },
  },
});

export const arrow = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });

export const ellipsis = style({
  minInlineSize: '1.5em',
  textAlign: 'center',
  color: vars.foreground.secondary,
  '::before': { content: '"…"' },
});

export const sizeLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.foreground.secondary,
});

export const select = style({
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.strong}`,
  background: vars.background.body,
  color: vars.foreground.neutral,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeSmall,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

export const summary = style({
  color: vars.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});
