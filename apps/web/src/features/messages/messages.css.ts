import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  background: vars.background.body,
  color: vars.foreground.neutral,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '48rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: vars.font.lineHeightTight,
});

export const subTitle = style({
  margin: 0,
  color: vars.foreground.secondary,
});

export const unreadTitle = style({ fontWeight: vars.font.weightStrong });
