import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The element inside the theme element: page colours and type, and the user's motion preference. It
 * sits inside (not on) the element carrying operator inline variables, so its media query wins.
 */
export const uiRoot = style({
  background: vars.background.body,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightBody,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion, {
        durationFast: '0ms',
        durationBase: '0ms',
        durationSlow: '0ms',
        easing: 'linear',
      }),
    },
    '(forced-colors: active)': {
      // System colours replace ours; keep text and surfaces in the user's palette.
      background: 'Canvas',
      color: 'CanvasText',
    },
  },
});

export const themeHost = style({ display: 'contents' });
