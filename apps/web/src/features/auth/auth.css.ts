import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** One centred column: the auth screens are "outside the layout" pages (spec §2). */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  inlineSize: '100%',
  maxInlineSize: '28rem',
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  boxSizing: 'border-box',
  color: vars.foreground.neutral,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeHeading,
  lineHeight: vars.font.lineHeightTight,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 2fr) 3fr',
  gap: vars.space.small,
  alignItems: 'start',
});

export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.background.criticalSoft,
  color: vars.foreground.neutral,
  borderInlineStart: `4px solid ${vars.border.critical}`,
  lineHeight: vars.font.lineHeightBody,
  selectors: { '&:empty': { display: 'none' } },
});

export const note = style({
  margin: 0,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightBody,
});

export const captchaRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.small,
  alignItems: 'end',
});

export const captchaImage = style({
  display: 'block',
  blockSize: vars.touch.minTarget,
  minInlineSize: '120px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.surface,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const fieldError = style({
  margin: 0,
  color: vars.foreground.critical,
  fontSize: vars.font.sizeSmall,
});

export const termsBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
