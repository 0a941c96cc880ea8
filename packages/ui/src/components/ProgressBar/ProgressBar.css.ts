import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.neutral,
  inlineSize: '100%',
});

export const label = style({ overflowWrap: 'anywhere', minInlineSize: 0 });

export const value = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.foreground.secondary,
});

export const track = style({
  gridColumn: '1 / -1',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  background: vars.background.neutralSoft,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  background: vars.background.brand,
  transition: `inline-size ${vars.motion.durationBase} ${vars.motion.easing}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { background: 'Highlight' },
  },
});
