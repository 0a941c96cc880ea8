import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const amountInput = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  // Amounts are Latin digits in every locale; keep their order left-to-right inside RTL text.
  direction: 'ltr',
  textAlign: 'start',
  unicodeBidi: 'plaintext',
});

export const maxButton = style({
  flexShrink: 0,
  minInlineSize: vars.touch.minTarget,
  minBlockSize: `calc(${vars.touch.minTarget} - 2px)`,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.foreground.link,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});
