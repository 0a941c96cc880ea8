import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
});

export const text = style({
  margin: 0,
  color: vars.foreground.secondary,
  lineHeight: vars.font.lineHeightBody,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.background.brand,
  color: vars.foreground.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.background.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});
