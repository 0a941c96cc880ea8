import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
});

export const button = style({
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.body,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-selected]': {
      borderColor: vars.border.brand,
      background: vars.background.brandSoft,
      color: vars.foreground.brandAccent,
      fontWeight: vars.font.weightStrong,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: '2px' } },
    },
  },
});
