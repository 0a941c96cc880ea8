import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 10,
  background: vars.background.body,
  borderBlockStart: `1px solid ${vars.border.neutral}`,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  fontFamily: vars.font.family,
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ flex: '1 1 0', minInlineSize: 0, display: 'flex' });

export const link = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: '56px',
  paddingInline: vars.space.xxsmall,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeXsmall,
  textDecoration: 'none',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.foreground.brandAccent,
      fontWeight: vars.font.weightStrong,
    },
    '&[data-hovered]': { color: vars.foreground.neutral },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { color: 'LinkText', textDecoration: 'underline' } },
    },
  },
});

export const icon = style({ position: 'relative', display: 'inline-flex', lineHeight: 1 });

export const label = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineStart: '60%',
});
