import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';
import { floatingBanner, floatingRegion } from './floatingNotice.css';

const pulse = keyframes({ '50%': { opacity: 0.3 } });

/* Above the phone tab bar (56 px and the safe area), clear of the header and its back button. */
export const region = style([
  floatingRegion,
  {
    insetBlockEnd: `calc(56px + env(safe-area-inset-bottom, 0px) + ${vars.space.small})`,
    zIndex: 150,
  },
]);

export const banner = style([
  floatingBanner,
  {
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.full,
    background: vars.background.cautionSoft,
    lineHeight: vars.font.lineHeightTight,
  },
]);

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
