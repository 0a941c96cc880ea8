import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { lightSeed as s } from './seed';

export const lightTheme = createTheme(vars, {
  foreground: {
    neutral: s.neutral,
    secondary: s.secondary,
    brandAccent: s.brand,
    critical: s.critical,
    onBrand: s.onBrand,
  },
  background: {
    body: s.body,
    surface: s.surface,
    brand: s.brand,
    brandHover: s.brandHover,
    brandPressed: s.brandPressed,
  },
  border: { neutral: s.borderNeutral, focus: s.focus },
  trend: { rise: s.rise, fall: s.fall, flat: s.flat },
  space: { xsmall: '4px', small: '8px', medium: '16px', large: '24px' },
  radius: { small: '4px', medium: '8px', full: '9999px' },
  font: { body: 'system-ui, sans-serif', sizeBody: '16px', weightStrong: '600' },
  touch: { minTarget: '44px' },
});
