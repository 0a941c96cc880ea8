import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';
import { choice } from '../Checkbox/Checkbox.css';

export { choice };

export const track = style({
  flexShrink: 0,
  position: 'relative',
  inlineSize: '44px',
  blockSize: '26px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.border.strong}`,
  background: vars.background.neutralSoft,
  boxSizing: 'border-box',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationBase,
  selectors: {
    [`${choice}[data-selected] &`]: {
      background: vars.background.brand,
      borderColor: vars.background.brand,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-disabled] &`]: { borderColor: vars.foreground.disabled },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${choice}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        [`${choice}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '18px',
  blockSize: '18px',
  borderRadius: vars.radius.full,
  background: vars.foreground.secondary,
  transitionProperty: 'inset-inline-start, background-color',
  transitionDuration: vars.motion.durationBase,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${choice}[data-selected] &`]: {
      insetInlineStart: '20px',
      background: vars.foreground.onBrand,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      background: 'ButtonText',
      selectors: { [`${choice}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});
