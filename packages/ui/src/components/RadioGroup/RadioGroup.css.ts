import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';
import { choice } from '../Checkbox/Checkbox.css';

export { choice };

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.medium,
    },
  },
});

export const circle = style({
  flexShrink: 0,
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: '50%',
  border: `2px solid ${vars.border.strong}`,
  background: vars.background.surface,
  boxSizing: 'border-box',
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${choice}[data-selected] &`]: { borderColor: vars.background.brand, borderWidth: '7px' },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-invalid] &`]: { borderColor: vars.border.critical },
    [`${choice}[data-disabled] &`]: { borderColor: vars.foreground.disabled },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${choice}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${choice}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
      },
    },
  },
});
