import type { ThemeSeeds } from '../../theme/resolveTokens';

/**
 * Deliberately odd: square corners, monospace type, a 5 px spacing unit, no shadows, paper and ink with
 * a purple brand. A component that looks the same under this theme hard-codes a value somewhere.
 */
export const wireframeSeed = {
  scheme: 'light',
  colors: {
    body: '#fffdf2',
    surface: '#f3efd9',
    surfaceRaised: '#fffdf2',
    text: '#000000',
    brand: '#7a00cc',
    accent: '#0033cc',
    critical: '#b8005c',
    positive: '#006633',
    caution: '#805500',
    rise: '#0055aa',
    fall: '#aa3300',
    shade: '#000000',
    white: '#ffffff',
    black: '#000000',
  },
  radius: 0,
  fontFamily: 'ui-monospace, "Cascadia Mono", "DejaVu Sans Mono", monospace',
  spaceUnit: 5,
  shadows: false,
} as const satisfies ThemeSeeds;
