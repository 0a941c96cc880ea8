import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

/** The trigger looks like a field box. */
export const trigger = style({
  justifyContent: 'space-between',
  inlineSize: '100%',
  font: 'inherit',
  fontSize: vars.font.sizeBody,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.foreground.secondary } },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  color: vars.foreground.secondary,
});

/** Popover and list shared with ComboBox. */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'calc(100vw - 16px)',
  overflow: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.surfaceRaised,
  boxShadow: vars.elevation.overlay,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const listBox = style({
  outline: 'none',
  padding: vars.space.xxsmall,
  maxBlockSize: '320px',
  overflow: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.sizeBody,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weightStrong },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const optionLabel = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const check = style({
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  color: vars.foreground.brandAccent,
});
