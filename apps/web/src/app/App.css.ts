import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

globalStyle('html, body', { margin: 0 });

export const root = style({
  minBlockSize: '100dvh',
  background: vars.background.body,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
});
