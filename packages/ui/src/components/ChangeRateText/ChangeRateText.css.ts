import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
  direction: 'ltr',
  whiteSpace: 'nowrap',
});

export const trend = styleVariants({
  rise: { color: vars.trend.rise },
  fall: { color: vars.trend.fall },
  flat: { color: vars.trend.flat },
});

export const filled = styleVariants({
  rise: { background: vars.trend.rise, color: vars.foreground.onBrand },
  fall: { background: vars.trend.fall, color: vars.foreground.onBrand },
  flat: { background: vars.background.neutralSoft, color: vars.foreground.neutral },
});

export const pill = style({
  display: 'inline-block',
  // Room for "+12.34%" in tabular digits, and no more: a 320 px row holds name, price and change.
  minInlineSize: '4.75em',
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  textAlign: 'center',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
