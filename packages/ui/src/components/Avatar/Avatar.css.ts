import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.background.brandSoft,
  color: vars.foreground.brandAccent,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1,
  userSelect: 'none',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const size = styleVariants({
  small: { inlineSize: '32px', blockSize: '32px', fontSize: vars.font.sizeXsmall },
  medium: { inlineSize: '44px', blockSize: '44px', fontSize: vars.font.sizeBody },
  large: { inlineSize: '72px', blockSize: '72px', fontSize: vars.font.sizeXlarge },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
