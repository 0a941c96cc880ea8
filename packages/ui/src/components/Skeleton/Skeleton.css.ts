import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const block = style({
  display: 'block',
  background: vars.background.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { border: '1px solid GrayText' },
  },
});

export const shape = styleVariants({
  text: { blockSize: '1em', borderRadius: vars.radius.small },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
});
