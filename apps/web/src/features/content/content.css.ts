import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** Read by screen readers, not drawn (live counts of matches). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  color: vars.foreground.secondary,
});

export const text = style({
  margin: 0,
  color: vars.foreground.secondary,
  lineHeight: vars.font.lineHeightBody,
});

export const meta = style({
  margin: 0,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** Links on their own line, one under the other (more help, categories). */
export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Chips of popular search terms: wrap, never scroll sideways. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const productEnd = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
});

/** The primary action of a page as a link (the support chat). */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.background.brand,
  color: vars.foreground.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.background.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});
