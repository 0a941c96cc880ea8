import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** A page outside the layout: full height, its own header, the content in one centred column. */
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
