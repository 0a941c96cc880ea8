import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** A page outside the layout: one centred column with a message and the way out. */
export const standalone = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
  padding: vars.space.large,
  boxSizing: 'border-box',
});

/** The same page inside the desktop layout: centred in the content area under the top bar. */
export const inLayout = style({ minBlockSize: '60dvh' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxInlineSize: '28rem',
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  color: vars.foreground.secondary,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
});

export const text = style({
  margin: 0,
  color: vars.foreground.secondary,
  lineHeight: vars.font.lineHeightBody,
});

export const illustration = style({
  color: vars.foreground.brandAccent,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.background.brand,
  color: vars.foreground.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.brandHover },
    '&[data-pressed]': { background: vars.background.brandPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});
