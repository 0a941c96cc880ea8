import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** Phone: one column (switcher, prices, chart, ticket), within the page's padding. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  minInlineSize: 0,
});

/**
 * Desktop: a terminal. The chart takes the width, the ticket sits beside it at the end, and the
 * positions region (when the page is given one) spans below both. One column on a narrow window.
 */
export const terminal = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 24rem)',
  gridTemplateAreas: '"market ticket" "positions positions"',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    '(max-width: 56rem)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"market" "ticket" "positions"',
    },
  },
});

export const market = style({
  gridArea: 'market',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const ticketArea = style({ gridArea: 'ticket', minInlineSize: 0 });
export const positionsArea = style({ gridArea: 'positions', minInlineSize: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.background.surface,
  border: `1px solid ${vars.border.neutral}`,
});

export const quotes = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  margin: 0,
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.background.neutralSoft,
});

export const quoteLabel = style({
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.secondary,
});

export const quoteValue = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  fontFamily: vars.font.familyNumeric,
});

export const tag = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.background.cautionSoft,
  color: vars.foreground.neutral,
  fontSize: vars.font.sizeSmall,
});

export const lotsRow = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem minmax(0, 1fr) 2.75rem',
  gap: vars.space.xsmall,
  alignItems: 'end',
});

export const stepButton = style({
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
});

export const figures = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const figureLabel = style({ color: vars.foreground.secondary });

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  textAlign: 'end',
});

const calloutBase = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.foreground.neutral,
});

/** The ticket's notices by meaning: demo and visitor (info), risk and market hours (caution), a
 * refusal (critical), a placed order (positive). */
export const callout = styleVariants({
  info: [calloutBase, { background: vars.background.infoSoft }],
  caution: [
    calloutBase,
    { background: vars.background.cautionSoft, fontSize: vars.font.sizeSmall },
  ],
  critical: [calloutBase, { background: vars.background.criticalSoft }],
  positive: [calloutBase, { background: vars.background.positiveSoft }],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** One rule a line on a phone, two columns of them where the width allows. */
export const rulesTable = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  '@media': {
    '(min-width: 48rem)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.large,
    },
  },
});

export const summaryLine = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const sessionList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
});
