import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

const pulse = keyframes({ '50%': { opacity: 0.3 } });

/* Above the phone tab bar (56 px and the safe area), clear of the header and its back button. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  insetBlockEnd: `calc(56px + env(safe-area-inset-bottom, 0px) + ${vars.space.small})`,
  zIndex: 150,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  maxInlineSize: '28rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.cautionSoft,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.overlay,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightTight,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const dot = style({
  flexShrink: 0,
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  background: vars.foreground.caution,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
