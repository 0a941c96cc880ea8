import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** The quotes of a wide screen: the layout's content column, no phone padding. */
export const fullScreen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  inlineSize: '100%',
});
// The search field keeps a search field's width instead of spanning the table.
globalStyle(`${fullScreen} > :first-child`, { maxInlineSize: '24rem' });

/** The full market table: a little more room between its six columns. */
export const fullTable = style({});

/**
 * The box of a full table, the measure of its 24 h columns: in a desktop window narrowed to a phone's
 * width they are left out (the phone's three columns remain) instead of the page scrolling sideways.
 */
export const fullTableBox = style({ containerType: 'inline-size', inlineSize: '100%' });
/** A 24 h high, low or volume cell (head or body) of a full table. */
export const detailCell = style({
  '@container': { '(max-width: 40rem)': { display: 'none' } },
});
globalStyle(`${fullTable} td, ${fullTable} th`, { paddingInline: vars.space.small });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const headCell = style({
  padding: 0,
  textAlign: 'start',
  fontWeight: vars.font.weightRegular,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  selectors: { '&:not(:first-child)': { textAlign: 'end' } },
});

/** The head cell of a 24 h column (see detailCell). */
export const detailHeadCell = style([headCell, detailCell]);

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.touch.minTarget,
  padding: 0,
  paddingInline: vars.space.xsmall,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

/** A positioned row, so its product link can cover all of it (see productLink). */
export const row = style({
  position: 'relative',
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  selectors: {
    '&:hover': { background: vars.background.neutralSoft },
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  textAlign: 'end',
  verticalAlign: 'middle',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

/**
 * The row's one link: its `::after` covers the whole row (positioned above), so a tap on the price
 * or the change opens the product as well; the focus ring is drawn around the whole row.
 */
export const productLink = style({
  display: 'flex',
  // Words stay whole (the link style breaks anywhere): "Amazon.com", not "Amazon.co / m".
  overflowWrap: 'break-word',
  flexDirection: 'column',
  minBlockSize: vars.touch.minTarget,
  justifyContent: 'center',
  color: vars.foreground.neutral,
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
  selectors: {
    '&[data-focus-visible]::after': {
      outline: `2px solid ${vars.border.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const code = style({ fontWeight: vars.font.weightStrong });

/** A symbol never breaks inside (BTCUSDT, not BTCUS / DT). */
export const symbol = style({ whiteSpace: 'nowrap' });

/** The market of a search result, after the product name. */
export const market = style({
  display: 'block',
  fontSize: vars.font.sizeXsmall,
});

/** Says that the results come from every market while a search is on. */
export const searchScope = style({
  margin: 0,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});

export const name = style({
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});

export const closed = style({
  marginInlineStart: vars.space.xsmall,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeXsmall,
  fontWeight: vars.font.weightRegular,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
