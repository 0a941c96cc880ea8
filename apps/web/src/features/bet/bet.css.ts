import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

const wide = 'screen and (min-width: 64rem)';

/** One column on a phone; on a wide screen the chart and the ticket side by side, lists below. */
export const screen = style({
  display: 'grid',
  gap: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  padding: vars.space.medium,
  boxSizing: 'border-box',
  color: vars.foreground.neutral,
  '@media': {
    'screen and (max-width: 359px)': { paddingInline: vars.space.small },
    [wide]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)',
      alignItems: 'start',
    },
  },
});

export const full = style({ '@media': { [wide]: { gridColumn: '1 / -1' } } });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.background.surface,
  border: `1px solid ${vars.border.neutral}`,
  minInlineSize: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const priceLine = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '8rem',
  '@media': { [wide]: { blockSize: '14rem' } },
});

export const line = style({
  fill: 'none',
  stroke: vars.foreground.brandAccent,
  strokeWidth: 2,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const openLine = style({
  stroke: vars.foreground.secondary,
  strokeWidth: 1,
  strokeDasharray: '4 4',
  '@media': { '(forced-colors: active)': { stroke: 'GrayText' } },
});

/** Label-value pairs (open price, last price, countdowns). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const factLabel = style({ fontSize: vars.font.sizeSmall, color: vars.foreground.secondary });

export const factValue = style({
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
});

export const notice = styleVariants({
  info: { background: vars.background.infoSoft },
  caution: { background: vars.background.cautionSoft },
  positive: { background: vars.background.positiveSoft },
  critical: { background: vars.background.criticalSoft },
});

export const noticeBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.foreground.neutral,
  margin: 0,
});

export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** Trend-coloured text (reverse colour follows through the trend tokens). */
export const trend = styleVariants({
  up: { color: vars.trend.rise },
  down: { color: vars.trend.fall },
  flat: { color: vars.foreground.secondary },
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  fontVariantNumeric: 'tabular-nums',
});

/** The last periods as a wrapping strip of up/down marks, newest first. */
export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space.xxsmall,
});

export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.background.neutralSoft,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const secondary = style({ color: vars.foreground.secondary, fontSize: vars.font.sizeSmall });

/** "High risk" before the warning, on its own line. */
export const riskTitle = style({ display: 'block' });

export const recordText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** A record's period, prices and time: separated by space, wrapping on a phone. */
export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});

export const ticket = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
