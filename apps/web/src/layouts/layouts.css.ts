import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '50dvh',
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: vars.touch.minTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.foreground.neutral,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

/* Mobile: a column as tall as the screen; the tab bar stays at the bottom edge. */
export const mobileFrame = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

export const mobileHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
});

// No padding of its own: each screen's column (shared/page column) pads itself; both together
// took 64 px of a 320 px phone.
export const mobileMain = style({
  flex: 1,
});

export const tabBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
});

/* Desktop: a top bar across the window and a wide content column. */
export const desktopFrame = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

/**
 * The width of the desktop content column; the top bar's inner row shares it, so they line up. A
 * desktop browser's window can be as narrow as a phone: the sides then take less.
 */
const desktopColumn = {
  inlineSize: '100%',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.xlarge,
  boxSizing: 'border-box',
  '@media': { 'screen and (max-width: 479px)': { paddingInline: vars.space.medium } },
} as const;

export const desktopBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  paddingBlock: vars.space.small,
  background: vars.background.surface,
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
});

// In a window too narrow for one row, the header actions go to a second row (at its end) and the
// links wrap whole, instead of a link breaking inside its name or leaving the window.
export const desktopBarInner = style({
  ...desktopColumn,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
});

export const desktopNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  '@media': { 'screen and (max-width: 479px)': { gap: vars.space.xsmall } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const desktopNavLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.foreground.neutral,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 479px)': { paddingInline: vars.space.small } },
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[aria-current="page"]': {
      background: vars.background.brandSoft,
      color: vars.foreground.link,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

export const desktopActions = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
  gap: vars.space.xsmall,
});

export const desktopMain = style({
  ...desktopColumn,
  flex: 1,
  paddingBlock: vars.space.large,
});

export const desktopTitle = style({
  marginBlock: `0 ${vars.space.large}`,
  fontSize: vars.font.sizeHeading,
  lineHeight: vars.font.lineHeightTight,
});

export const desktopBack = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  alignSelf: 'flex-start',
  minBlockSize: vars.touch.minTarget,
  marginBlockEnd: vars.space.xsmall,
  marginInlineStart: `calc(-1 * ${vars.space.small})`,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.foreground.link,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

/** The back arrow points to the start of the line, so it turns round in right-to-left pages. */
export const desktopBackIcon = style({
  display: 'inline-flex',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** A reading page's content: a readable line length, at the start of the column under the heading. */
export const desktopBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxInlineSize: '52rem',
});

export const desktopBodyWide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const languageList = style({
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: '60dvh',
  overflowY: 'auto',
  outline: 'none',
});

export const languageItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.background.neutralSoft },
    '&[data-selected]': { color: vars.foreground.link, fontWeight: vars.font.weightStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
});

/** A country flag beside a language name or in the header's language button. */
export const flagImage = style({
  inlineSize: '1.5em',
  blockSize: '1.125em',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  flexShrink: 0,
});

export const flagEmoji = style({
  // The emoji fonts by name: the text fonts have no flag glyphs, and without this the browser first
  // tries each of them and its last-resort fonts for the character (a long font lookup in the first
  // layout on Linux and Android).
  fontFamily:
    '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", "Twemoji Mozilla", sans-serif',
  fontSize: '1.25em',
  lineHeight: 1,
  flexShrink: 0,
});

export const languageName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/* The guest badge link in the header: the badge inside a full touch target. */
export const guestLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: vars.touch.minTarget,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

/**
 * Header icons a signed-in user also finds in the user centre (FAQ, log out): below 360 px they give
 * way, so a 320 px header keeps room for its title (the language flag and messages stay).
 */
export const roomyHeaderOnly = style({
  display: 'contents',
  '@media': { 'screen and (max-width: 359.98px)': { display: 'none' } },
});

/** A wrapper that adds no box of its own (its children stay items of the header's row). */
export const noBox = style({ display: 'contents' });
