import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

/** Shared by Checkbox, Switch and Radio: a 44 px tall row with the control at the inline start. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.touch.minTarget,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  color: vars.foreground.neutral,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.border.strong}`,
  background: vars.background.surface,
  color: vars.foreground.onBrand,
  boxSizing: 'border-box',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.background.brand,
      borderColor: vars.background.brand,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-invalid] &`]: { borderColor: vars.border.critical },
    [`${choice}[data-disabled] &`]: { borderColor: vars.foreground.disabled },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${choice}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${choice}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const mark = style({ inlineSize: '16px', blockSize: '16px' });
