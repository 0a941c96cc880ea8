import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  alignItems: 'center',
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

export const sheet = style({
  display: 'flex',
  inlineSize: '100%',
  maxInlineSize: '40rem',
  maxBlockSize: '90dvh',
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  background: vars.background.surfaceRaised,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.overlay,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideUp} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
    '&[data-exiting]': {
      animation: `${slideUp} ${vars.motion.durationFast} ${vars.motion.easing} reverse`,
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
  inlineSize: '100%',
  minInlineSize: 0,
  outline: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightBody,
});

export const handle = style({
  alignSelf: 'center',
  inlineSize: '36px',
  blockSize: '4px',
  marginBlockStart: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.border.neutral,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
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
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  overflowWrap: 'anywhere',
});
