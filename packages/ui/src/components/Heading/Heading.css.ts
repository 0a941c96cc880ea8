import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const headingLevels = [1, 2, 3, 4] as const;
/** Sizes from the theme's type scale; a level's default size can be overridden (a small h2). */
export const headingSizes = ['heading', 'xlarge', 'large', 'body'] as const;

export const heading = style({
  margin: 0,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  heading: { fontSize: vars.font.sizeHeading },
  xlarge: { fontSize: vars.font.sizeXlarge },
  large: { fontSize: vars.font.sizeLarge },
  body: { fontSize: vars.font.sizeBody },
});
