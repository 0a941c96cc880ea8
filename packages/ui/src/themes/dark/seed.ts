import type { ThemeSeeds } from '../../theme/resolveTokens';

// The only place hues for the dark theme are written; every token is derived by resolveTokens.
export const darkSeed = {
  scheme: 'dark',
  colors: {
    body: '#0f1115',
    surface: '#181b21',
    surfaceRaised: '#20242c',
    text: '#eceef2',
    brand: '#8ab4f8',
    accent: '#8ab4f8',
    critical: '#f2b8b5',
    positive: '#6dd58c',
    caution: '#f6c453',
    rise: '#3ddc84',
    fall: '#ff7878',
    shade: '#000000',
    white: '#ffffff',
    black: '#000000',
  },
  radius: 8,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif',
  fontFamilyNumeric: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
} as const satisfies ThemeSeeds;
