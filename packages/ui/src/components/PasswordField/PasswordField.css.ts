import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const toggle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: `calc(${vars.touch.minTarget} - 2px)`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.foreground.link,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const icon = style({ inlineSize: '22px', blockSize: '22px' });
