import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: vars.font.lineHeightTight,
});

export const carousel = style({
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.background.neutralSoft,
});

export const bannerLink = style({
  display: 'block',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.border.focus}`, outlineOffset: '-3px' },
  },
});

export const bannerImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 7',
  objectFit: 'cover',
  color: vars.foreground.secondary,
});

/*
 * Placeholders take the space of what replaces them (no layout shift when it arrives): the banner's
 * 16:7 image, and market rows as tall as a quote row (a 44 px link, its cell padding and the border)
 * under the table head's line.
 */
export const bannerPlaceholder = style({});
globalStyle(`${bannerPlaceholder} > [data-skeleton]`, {
  aspectRatio: '16 / 7',
  borderRadius: vars.radius.large,
});

export const marketPlaceholder = style({
  gap: 0,
  paddingBlockStart: `calc(${vars.font.sizeSmall} * ${vars.font.lineHeightBody})`,
});
globalStyle(`${marketPlaceholder} > [data-skeleton]`, {
  blockSize: `calc(${vars.touch.minTarget} + 2 * ${vars.space.small} + 1px)`,
  borderBlockEnd: `1px solid ${vars.background.body}`,
  boxSizing: 'border-box',
});

export const notices = style({
  display: 'flex',
  // On a narrow phone "All messages" goes under the notices instead of squeezing them.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.background.infoSoft,
  color: vars.foreground.neutral,
});

export const noticeList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 12rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

// A notice title is read whole: it wraps (a long word too) instead of ending in an ellipsis.
export const noticeItem = style({
  overflowWrap: 'break-word',
});

export const simulated = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.background.cautionSoft,
  color: vars.foreground.neutral,
  fontSize: vars.font.sizeSmall,
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: '4.5rem',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.background.surface,
  color: vars.foreground.neutral,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: vars.font.sizeSmall,
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

export const shortcutIcon = style({ color: vars.foreground.brandAccent });

/** The shortcuts of a wide screen: a compact wrapping row of links, icon beside the label. */
export const compactShortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const compactShortcut = style([
  shortcut,
  {
    flexDirection: 'row',
    gap: vars.space.xsmall,
    minBlockSize: vars.touch.minTarget,
    paddingInline: vars.space.small,
    border: `1px solid ${vars.border.neutral}`,
    fontSize: vars.font.sizeBody,
  },
]);

/* Desktop home: the banner and, beside it, the notices and shortcuts; the market table under them. */
export const desktopScreen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const desktopTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  alignItems: 'flex-start',
});

/** The banner: three fifths of the row (at most ~330 px high at 16 / 7), gone when there is none. */
export const desktopBanner = style({
  flex: '3 1 28rem',
  minInlineSize: 0,
  selectors: { '&:empty': { display: 'none' } },
});

export const desktopSide = style({
  flex: '2 1 18rem',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});
