import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textTones = [
  'neutral',
  'secondary',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export const textSizes = ['xsmall', 'small', 'body', 'large'] as const;

export const text = style({
  margin: 0,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeightBody,
});

export const tone = styleVariants({
  neutral: { color: vars.foreground.neutral },
  secondary: { color: vars.foreground.secondary },
  critical: { color: vars.foreground.critical },
  positive: { color: vars.foreground.positive },
  caution: { color: vars.foreground.caution },
  info: { color: vars.foreground.info },
});

export const size = styleVariants({
  xsmall: { fontSize: vars.font.sizeXsmall },
  small: { fontSize: vars.font.sizeSmall },
  body: { fontSize: vars.font.sizeBody },
  large: { fontSize: vars.font.sizeLarge },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weightRegular },
  strong: { fontWeight: vars.font.weightStrong },
});
