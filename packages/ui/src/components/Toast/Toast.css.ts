import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: {} });

/**
 * Room an app keeps above the toasts, below the top bar, for a notice of its own that stays there
 * (a "new version is ready" banner): set on an ancestor while the notice shows, so toasts stack under
 * it instead of covering its button.
 */
export const toastTopClearance = createVar();

/**
 * Toasts appear below the top bar, never over its buttons (back, language, help) for their 5 s: a bar
 * of up to 60 px and its border (the Header is 52 px; an app's desktop bar of a touch target and its
 * padding, 60), below the notch.
 */
export const region = style({
  position: 'fixed',
  insetBlockStart: `calc(64px + ${fallbackVar(toastTopClearance, '0px')} + env(safe-area-inset-top, 0px))`,
  insetInline: vars.space.medium,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  maxInlineSize: '28rem',
  boxSizing: 'border-box',
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid',
  background: vars.background.surfaceRaised,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightBody,
  outline: 'none',
  animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const tone = styleVariants({
  critical: { borderInlineStartColor: vars.border.critical },
  positive: { borderInlineStartColor: vars.foreground.positive },
  caution: { borderInlineStartColor: vars.foreground.caution },
  info: { borderInlineStartColor: vars.foreground.info },
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

// Title and description are spans (react-aria's Text): each on a line of its own, not run together
// ("Order failedInsufficient margin.", its full stop at the wrong end in right-to-left text).
export const title = style({ display: 'block', fontWeight: vars.font.weightStrong });
export const description = style({ display: 'block', color: vars.foreground.secondary });

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
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});
