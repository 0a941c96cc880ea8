import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.background.surfaceRaised,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.border.neutral}` },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  boxSizing: 'border-box',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
});

export const title = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const chevron = style({
  flexShrink: 0,
  color: vars.foreground.secondary,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  selectors: {
    '&:not([hidden])': {
      paddingInline: vars.space.medium,
      paddingBlockEnd: vars.space.medium,
    },
  },
  color: vars.foreground.neutral,
  lineHeight: vars.font.lineHeightBody,
  overflowWrap: 'anywhere',
});
