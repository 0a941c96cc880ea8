import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.xxsmall,
  fontFamily: vars.font.family,
  // Disabled: the rail and thumb grey out; the label and value stay readable (axe checks their contrast).
  color: vars.foreground.neutral,
});

export const output = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightStrong,
});

/** 44 px tall so the whole track is a touch target; the visible rail is drawn by `rail`. */
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  blockSize: vars.touch.minTarget,
  marginInline: '12px',
});

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '50%',
  blockSize: '4px',
  marginBlockStart: '-2px',
  borderRadius: vars.radius.full,
  background: vars.border.neutral,
  '@media': { '(forced-colors: active)': { background: 'ButtonText' } },
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: '50%',
  blockSize: '4px',
  marginBlockStart: '-2px',
  borderRadius: vars.radius.full,
  background: vars.background.brand,
  selectors: { [`${slider}[data-disabled] &`]: { background: vars.foreground.disabled } },
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});

export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: '50%',
  background: vars.background.surfaceRaised,
  border: `3px solid ${vars.background.brand}`,
  boxSizing: 'border-box',
  boxShadow: vars.elevation.raised,
  selectors: {
    // A 44 px hit area around the 24 px thumb.
    '&::after': { content: '""', position: 'absolute', inset: '-10px' },
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { background: vars.background.brandSoft },
    '&[data-disabled]': { borderColor: vars.foreground.disabled },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'Highlight',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const marks = style({
  gridColumn: '1 / -1',
  position: 'relative',
  blockSize: vars.touch.minTarget,
  marginInline: '12px',
});

export const mark = style({
  position: 'absolute',
  insetBlockStart: 0,
  transform: 'translateX(-50%)',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: vars.touch.minTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.foreground.secondary,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '[dir="rtl"] &': { transform: 'translateX(50%)' },
    '&[data-hovered]': { color: vars.foreground.neutral },
    '&[data-current]': { color: vars.foreground.brandAccent, fontWeight: vars.font.weightStrong },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
});
