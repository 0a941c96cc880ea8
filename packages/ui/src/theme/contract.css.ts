import { createThemeContract } from '@vanilla-extract/css';

/** Semantic tokens: named by meaning, never by hue. Hues live only in theme seed files. */
export const vars = createThemeContract({
  foreground: { neutral: null, secondary: null, brandAccent: null, critical: null, onBrand: null },
  background: { body: null, surface: null, brand: null, brandHover: null, brandPressed: null },
  border: { neutral: null, focus: null },
  trend: { rise: null, fall: null, flat: null },
  space: { xsmall: null, small: null, medium: null, large: null },
  radius: { small: null, medium: null, full: null },
  font: { body: null, sizeBody: null, weightStrong: null },
  touch: { minTarget: null },
});
