import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

const desktop = 'screen and (min-width: 768px)';

/** Filters on one column on a phone, side by side where the width allows. */
export const filters = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', alignItems: 'end' },
  },
});

export const exportNote = style({
  color: vars.foreground.positive,
  fontSize: vars.font.sizeSmall,
  selectors: { '&[data-ok="false"]': { color: vars.foreground.critical } },
});

export const amount = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const fields = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const field = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  paddingBlockEnd: vars.space.xsmall,
});

globalStyle(`${field} dd`, { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

/** The total and the actions on top, the balances below; two columns on a desktop. */
export const walletLayout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  padding: vars.space.medium,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(18rem, 1fr) 2fr' } },
});

export const total = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Entry points as a grid of large targets. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.small,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const actionLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.background.brandSoft,
  color: vars.foreground.neutral,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.border.focus}` },
    '&[data-hovered]': { background: vars.background.neutralSoft },
  },
});

export const holdingNumbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

globalStyle(`${holdingNumbers} dd`, {
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  overflowWrap: 'anywhere',
});

export const quote = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.background.neutralSoft,
  fontVariantNumeric: 'tabular-nums',
});

export const narrow = style({ maxInlineSize: '32rem', inlineSize: '100%' });
