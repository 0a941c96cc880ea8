import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  minBlockSize: vars.touch.minTarget,
  minInlineSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightStrong,
  color: vars.foreground.onBrand,
  background: vars.background.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.brandHover },
    '&[data-pressed]': { background: vars.background.brandPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText' },
  },
});
