import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/* At the top, under the header: clear of the tab bar and of the connection status above it. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  insetBlockStart: `calc(60px + env(safe-area-inset-top, 0px))`,
  zIndex: 160,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxInlineSize: '28rem',
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.infoSoft,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.overlay,
  fontSize: vars.font.sizeSmall,
  pointerEvents: 'auto',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const text = style({ margin: 0 });

export const offline = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});
