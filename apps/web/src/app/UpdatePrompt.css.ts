import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { toastTopClearance } from '@repo/ui/components/Toast';
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

/*
 * While the banner shows, toasts stack below it rather than over its Reload button: the banner is a
 * touch-target tall (its text fits two lines beside the button), with its padding and border, and
 * starts 4 px above where toasts do. Set on the root, where the theme's variables may not be (they
 * are on the theme's element), hence the defaults.
 */
const touch = fallbackVar(vars.touch.minTarget, '44px');
const xsmall = fallbackVar(vars.space.xsmall, '4px');
const small = fallbackVar(vars.space.small, '8px');
globalStyle(`:root:has(${banner})`, {
  vars: { [toastTopClearance]: `calc(${touch} + 2 * ${xsmall} + 2px - 4px + ${small})` },
});
