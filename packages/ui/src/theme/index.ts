export { vars } from './contract.css';
export {
  AA,
  resolveOperatorTheme,
  resolveTokens,
  tokensOrThrow,
  type ColorScheme,
  type ContrastAdjustment,
  type OperatorSeeds,
  type OperatorThemeResult,
  type ResolveResult,
  type SeedColors,
  type SeedError,
  type ThemeSeeds,
  type ThemeTokens,
} from './resolveTokens';
export { contrastRatio } from './color';
export { isSafeImageUrl, safeImageUrl } from './imageUrl';
export { reversedTrend } from './trend.css';
export { UiProvider, useUiTheme, type UiProviderProps, type UiThemeInfo } from './UiProvider';
export {
  builtInThemes,
  darkTheme,
  lightTheme,
  operatorBases,
  operatorSampleSeed,
  wireframeTheme,
  type BuiltInThemeName,
} from '../themes';
