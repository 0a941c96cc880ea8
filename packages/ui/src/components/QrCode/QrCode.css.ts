import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.secondary,
  maxInlineSize: '100%',
});

// Dark modules on a light quiet zone, whatever the theme: scanners expect it.
export const svg = style({
  display: 'block',
  background: vars.background.body,
  color: vars.foreground.neutral,
  borderRadius: vars.radius.small,
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none' } },
});

export const caption = style({
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
