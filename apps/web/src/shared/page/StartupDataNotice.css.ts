import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlock: vars.space.small,
  marginInline: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.foreground.caution}`,
  background: vars.background.cautionSoft,
  color: vars.foreground.neutral,
});

export const text = style({
  margin: 0,
  flex: '1 1 12rem',
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightBody,
});
