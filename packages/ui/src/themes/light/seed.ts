import type { ThemeSeeds } from '../../theme/resolveTokens';

// The only place hues for the light theme are written; every token is derived by resolveTokens.
export const lightSeed = {
  scheme: 'light',
  colors: {
    body: '#ffffff',
    surface: '#f4f6f9',
    surfaceRaised: '#ffffff',
    text: '#15171c',
    brand: '#0b57d0',
    accent: '#0b57d0',
    critical: '#b3261e',
    positive: '#087538',
    caution: '#8a5a00',
    rise: '#087538',
    fall: '#c5221f',
    shade: '#0a0c10',
    white: '#ffffff',
    black: '#000000',
  },
  radius: 8,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif',
  fontFamilyNumeric: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
} as const satisfies ThemeSeeds;
