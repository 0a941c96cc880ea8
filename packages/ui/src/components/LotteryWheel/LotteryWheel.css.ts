import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
});

export const stage = style({ position: 'relative', inlineSize: '280px', maxInlineSize: '100%' });

export const wheel = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.full,
  boxShadow: vars.elevation.raised,
  '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
});

export const segmentEven = style({ fill: vars.background.brandSoft, stroke: vars.border.neutral });
export const segmentOdd = style({
  fill: vars.background.surfaceRaised,
  stroke: vars.border.neutral,
});
export const segmentLabel = style({
  fill: vars.foreground.neutral,
  fontSize: '7px',
  fontFamily: vars.font.family,
});

export const pointer = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  color: vars.foreground.critical,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const result = style({ minBlockSize: '1.5em', fontWeight: vars.font.weightStrong });
