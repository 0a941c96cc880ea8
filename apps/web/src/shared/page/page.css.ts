import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** A page outside the layout: full height, its own header, the content in one centred column. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  background: vars.background.body,
  color: vars.foreground.neutral,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '48rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
});

/**
 * The width a screen's column takes and its padding: narrow for forms (auth), wide for lists and
 * tables. Used with @repo/ui's Stack, which gives the column and the space between its parts.
 */
export const column = styleVariants({
  narrow: {
    inlineSize: '100%',
    maxInlineSize: '28rem',
    marginInline: 'auto',
    paddingBlock: vars.space.large,
    paddingInline: vars.space.medium,
    boxSizing: 'border-box',
    color: vars.foreground.neutral,
  },
  wide: {
    inlineSize: '100%',
    maxInlineSize: '64rem',
    marginInline: 'auto',
    padding: vars.space.medium,
    boxSizing: 'border-box',
    // A 320 px phone: the table's three columns need the side padding more than the page does.
    '@media': { 'screen and (max-width: 359px)': { paddingInline: vars.space.small } },
  },
});
