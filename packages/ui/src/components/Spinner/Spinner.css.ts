import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.foreground.secondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
});

export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: vars.border.neutral,
  borderBlockStartColor: vars.foreground.brandAccent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Reduced motion: a still ring (the label still says it is loading).
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { borderColor: 'CanvasText', borderBlockStartColor: 'Highlight' },
  },
});

export const size = styleVariants({
  small: { inlineSize: '16px', blockSize: '16px', borderWidth: '2px' },
  medium: { inlineSize: '24px', blockSize: '24px', borderWidth: '3px' },
  large: { inlineSize: '40px', blockSize: '40px', borderWidth: '4px' },
});
