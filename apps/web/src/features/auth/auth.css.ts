import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/**
 * Dialling code and number side by side where both fit (the code wide enough for "+44 United
 * Kingdom"); on a phone each takes the full width, so the country is never cut short.
 */
export const phoneRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'start',
});

export const phoneCode = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const phoneNumber = style({ flex: '999 1 12rem', minInlineSize: 0 });

/** Where a field's input will be while its code loads: the label's space above, the input's size. */
export const fieldPlaceholder = style({
  display: 'block',
  marginBlockStart: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeightTight} + ${vars.space.xsmall})`,
  blockSize: vars.touch.minTarget,
  borderRadius: vars.radius.medium,
  background: vars.background.skeleton,
  '@media': { '(forced-colors: active)': { border: '1px solid GrayText' } },
});

export const success = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.background.positiveSoft,
  color: vars.foreground.neutral,
  borderInlineStart: `4px solid ${vars.foreground.positive}`,
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
