import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  // Phones: one card per line; a wide panel (the desktop terminal) fits several side by side.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const row = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.surface,
  minInlineSize: 0,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const product = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weightStrong,
});

export const direction = styleVariants({
  long: { color: vars.trend.rise, background: vars.trend.riseSoft },
  short: { color: vars.trend.fall, background: vars.trend.fallSoft },
});

export const badge = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const muted = style({
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxsmall, minInlineSize: 0 });

export const label = style({
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});

export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontFamily: vars.font.familyNumeric,
  overflowWrap: 'anywhere',
});

export const trend = styleVariants({
  rise: { color: vars.trend.rise },
  fall: { color: vars.trend.fall },
  flat: { color: vars.foreground.neutral },
});

export const pnlValue = style({ fontWeight: vars.font.weightStrong });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  borderInlineStart: `2px solid ${vars.border.neutral}`,
  paddingInlineStart: vars.space.medium,
});

export const detailFigures = style({
  display: 'grid',
  // Two columns on a 375 px phone, one on 320 px; as many as fit on a desktop.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
});

export const cardPreview = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '24rem',
  blockSize: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.neutral}`,
});

/** The hidden probe the share card reads the theme's colours from. */
export const colourProbe = styleVariants({
  brand: { color: vars.background.brand },
  onBrand: { color: vars.foreground.onBrand },
  surface: { color: vars.background.surface },
  text: { color: vars.foreground.neutral },
  secondary: { color: vars.foreground.secondary },
  rise: { color: vars.trend.rise },
  fall: { color: vars.trend.fall },
});

export const probeHost = style({ display: 'none' });

/** The demo account's notice, as the trade ticket's (an info callout). */
export const demoNotice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.foreground.neutral,
  background: vars.background.infoSoft,
});

/** How many orders a list has, above it. */
export const listCount = style({
  margin: 0,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});
