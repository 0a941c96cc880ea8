import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** Profile and balance beside the links on a desktop; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(18rem, 1fr) 2fr' } },
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const balances = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

globalStyle(`${balances} dt`, { color: vars.foreground.secondary, fontSize: vars.font.sizeSmall });
globalStyle(`${balances} dd`, {
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const balance = style({ fontWeight: vars.font.weightStrong, fontSize: vars.font.sizeLarge });
