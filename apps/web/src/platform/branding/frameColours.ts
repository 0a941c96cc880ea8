import {
  operatorBases,
  resolveOperatorTheme,
  type ColorScheme,
  type ThemeTokens,
} from '@repo/ui/theme';
import type { KeyValueStorage } from '../storage';
import { FRAME_COLOURS_KEY, type FrameColours } from './frameKeys';

export { FRAME_COLOURS_KEY, FRAME_VARS, type FrameColours } from './frameKeys';

export function frameColoursOf(tokens: ThemeTokens, scheme: ColorScheme): FrameColours {
  return {
    body: tokens.background.body,
    skeleton: tokens.background.skeleton,
    border: tokens.border.neutral,
    scheme,
    text: tokens.foreground.neutral,
    muted: tokens.foreground.secondary,
    surface: tokens.background.surface,
    field: tokens.border.strong,
  };
}

/** The frame colours of the operator's theme, or null for the built-in light one (the frame's own). */
export function operatorFrameColours(seeds: unknown): FrameColours | null {
  if (seeds === undefined) return null;
  const theme = resolveOperatorTheme(seeds, operatorBases);
  return theme.ok ? frameColoursOf(theme.tokens, theme.scheme) : null;
}

export function rememberFrameColours(storage: KeyValueStorage, colours: FrameColours | null): void {
  if (colours) storage.setItem(FRAME_COLOURS_KEY, JSON.stringify(colours));
  else storage.removeItem(FRAME_COLOURS_KEY);
}
