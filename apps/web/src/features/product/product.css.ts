import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const label = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.background.cautionSoft,
  color: vars.foreground.neutral,
  fontSize: vars.font.sizeSmall,
});

export const lastPrice = style({
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
  fontFamily: vars.font.familyNumeric,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const statLabel = style({
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});

export const statValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const chart = style({
  minBlockSize: '16rem',
  paddingBlock: vars.space.small,
});

export const candleTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSmall,
});

export const candleCell = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  textAlign: 'end',
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  selectors: { '&:first-child': { textAlign: 'start' } },
});

/**
 * Desktop: the chart (with its interval tabs) at the start taking most of the width, the figures
 * beside it at the end; one column again when the window is narrow. The figures come first in the
 * document (the price is what a screen-reader user wants first) and are placed by grid area.
 */
export const desktopDetail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)',
  gridTemplateAreas: '"chart figures"',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    '(max-width: 56rem)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"figures" "chart"',
    },
  },
});

export const desktopFigures = style({
  gridArea: 'figures',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.background.surface,
  border: `1px solid ${vars.border.neutral}`,
});

export const desktopChart = style({ gridArea: 'chart', minInlineSize: 0 });
