import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';
import { floatingBanner, floatingRegion } from './floatingNotice.css';

/* At the top, under the header: clear of the tab bar and of the connection status above it. */
export const region = style([
  floatingRegion,
  { insetBlockStart: `calc(60px + env(safe-area-inset-top, 0px))`, zIndex: 160 },
]);

export const banner = style([
  floatingBanner,
  {
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    borderRadius: vars.radius.large,
    background: vars.background.infoSoft,
  },
]);

export const text = style({ margin: 0 });

export const offline = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});
