import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({ from: { transform: 'scale(0.96)', opacity: 0 }, to: {} });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.background.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '28rem',
  maxBlockSize: '100%',
  display: 'flex',
  borderRadius: vars.radius.large,
  background: vars.background.surfaceRaised,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${zoomIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  inlineSize: '100%',
  maxBlockSize: '100%',
  overflow: 'auto',
  outline: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightBody,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlockStart: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingBlock: vars.space.small,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const body = style({
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.touch.minTarget,
  blockSize: vars.touch.minTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.foreground.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-pressed]': { background: vars.background.neutralSoft, color: vars.foreground.neutral },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

export const secondaryButton = style({
  minBlockSize: vars.touch.minTarget,
  minInlineSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.strong}`,
  background: 'none',
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightStrong,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
