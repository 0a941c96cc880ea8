import type { OperatorSeeds } from '../../theme/resolveTokens';

/**
 * A sample operator theme as it would arrive at runtime. The yellow brand fails AA as text on white, so
 * the resolver darkens `foreground.brandAccent` and picks dark text on brand fills (see its report).
 */
export const operatorSampleSeed = {
  brand: '#f0b90b',
  accent: '#1e6ff0',
  radius: 14,
  fontFamily: '"Trebuchet MS", "Noto Sans", sans-serif',
  logo: '/operator-logo.svg',
} as const satisfies OperatorSeeds;
