import { darkSeed } from './dark/seed';
import { lightSeed } from './light/seed';
import { darkTheme, lightTheme, wireframeTheme } from './themes.css';

export { darkSeed, lightSeed };
export { wireframeSeed } from './wireframe/seed';
export { operatorSampleSeed } from './operatorSample/seed';
export { darkTheme, lightTheme, wireframeTheme };

export const builtInThemes = {
  light: lightTheme,
  dark: darkTheme,
  wireframe: wireframeTheme,
} as const;
export type BuiltInThemeName = keyof typeof builtInThemes;

/** Bases an operator theme is laid over, by colour scheme. */
export const operatorBases = { light: lightSeed, dark: darkSeed } as const;
