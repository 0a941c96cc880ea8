import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const subTitle = style({
  margin: 0,
  color: vars.foreground.secondary,
});

export const unreadTitle = style({ fontWeight: vars.font.weightStrong });
