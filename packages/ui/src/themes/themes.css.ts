import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { tokensOrThrow } from '../theme/resolveTokens';
import { darkSeed } from './dark/seed';
import { lightSeed } from './light/seed';
import { wireframeSeed } from './wireframe/seed';

// Built-in themes: the same resolver as operator themes, so the two can never drift.
export const lightTheme = createTheme(vars, tokensOrThrow('light', lightSeed), 'light');
export const darkTheme = createTheme(vars, tokensOrThrow('dark', darkSeed), 'dark');
export const wireframeTheme = createTheme(
  vars,
  tokensOrThrow('wireframe', wireframeSeed),
  'wireframe',
);

// The browser's own parts (scrollbars, native selects and date pickers, autofill) follow the theme,
// not the device's dark-mode setting.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });
globalStyle(wireframeTheme, { colorScheme: 'light' });
