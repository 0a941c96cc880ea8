import { createThemeContract } from '@vanilla-extract/css';

/**
 * Semantic tokens: named by meaning, never by hue. Hues live only in theme seed files; components read
 * these variables and nothing else. Price direction is always trend.rise / trend.fall.
 */
export const vars = createThemeContract({
  foreground: {
    neutral: null,
    secondary: null,
    disabled: null,
    link: null,
    brandAccent: null,
    critical: null,
    positive: null,
    caution: null,
    info: null,
    onBrand: null,
    onCritical: null,
  },
  background: {
    body: null,
    surface: null,
    surfaceRaised: null,
    neutralSoft: null,
    brand: null,
    brandHover: null,
    brandPressed: null,
    brandSoft: null,
    critical: null,
    criticalSoft: null,
    positiveSoft: null,
    cautionSoft: null,
    infoSoft: null,
    overlay: null,
    skeleton: null,
  },
  border: { neutral: null, strong: null, focus: null, critical: null, brand: null },
  trend: { rise: null, fall: null, flat: null, riseSoft: null, fallSoft: null },
  /**
   * The theme's own trend colours in the standard convention. Components never read these: they read
   * `trend`, which the root reverse-colour switch points at the opposite pair (see trend.css.ts).
   */
  trendStandard: { rise: null, fall: null, flat: null, riseSoft: null, fallSoft: null },
  space: { xxsmall: null, xsmall: null, small: null, medium: null, large: null, xlarge: null },
  radius: { small: null, medium: null, large: null, full: null },
  font: {
    family: null,
    familyNumeric: null,
    sizeXsmall: null,
    sizeSmall: null,
    sizeBody: null,
    sizeLarge: null,
    sizeXlarge: null,
    sizeHeading: null,
    weightRegular: null,
    weightStrong: null,
    lineHeightTight: null,
    lineHeightBody: null,
  },
  elevation: { raised: null, overlay: null },
  motion: { durationFast: null, durationBase: null, durationSlow: null, easing: null },
  touch: { minTarget: null },
});
