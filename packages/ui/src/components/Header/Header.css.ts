import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'grid',
  // The sides never shrink below their buttons; the title takes the room left between them.
  gridTemplateColumns: `minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr)`,
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '52px',
  paddingInline: vars.space.xsmall,
  paddingBlockStart: 'env(safe-area-inset-top, 0px)',
  background: vars.background.body,
  color: vars.foreground.neutral,
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  fontFamily: vars.font.family,
});

export const start = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-start' });
export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minInlineSize: 0,
  maxInlineSize: '60vw',
  '@media': {
    // A narrow phone (320 px) under a signed-in header's icons leaves the title about 150 px: a long
    // title wraps to two lines in the body size rather than being cut.
    'screen and (max-width: 359.98px)': {
      fontSize: vars.font.sizeBody,
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
  },
});

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.touch.minTarget,
  blockSize: vars.touch.minTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.foreground.neutral,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-pressed]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

// The back arrow points the way the page came from: mirrored in right-to-left layouts.
export const backIcon = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });

export const badge = style({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '2px',
  pointerEvents: 'none',
});
