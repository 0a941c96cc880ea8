import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const openButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: `calc(${vars.touch.minTarget} - 2px)`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  border: 'none',
  background: 'transparent',
  color: vars.foreground.secondary,
  cursor: 'pointer',
  borderRadius: vars.radius.medium,
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const flag = style({
  flexShrink: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1,
});

export const detail = style({
  flexShrink: 0,
  color: vars.foreground.secondary,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
