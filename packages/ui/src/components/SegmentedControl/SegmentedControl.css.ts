import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const segmentTones = ['neutral', 'rise', 'fall'] as const;

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  inlineSize: '100%',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.background.neutralSoft,
  boxSizing: 'border-box',
  '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
});

const segmentBase = style({
  // A label around a visually hidden radio input: the segment centres its text.
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  // Shares the width, but never narrower than its longest word ("Username", not "Usernam/e"):
  // segments that cannot all fit move to a second line instead.
  flex: '1 1 0',
  minInlineSize: 'min-content',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.foreground.secondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightStrong,
  overflowWrap: 'normal',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { color: vars.foreground.neutral },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

/**
 * Selected colours per tone. Long/short use the trend tokens (soft fill, trend-coloured text and
 * border), so the reverse-colour switch at the root recolours them with everything else.
 */
export const segment = styleVariants({
  neutral: [
    segmentBase,
    {
      selectors: {
        '&[data-selected]': {
          background: vars.background.surfaceRaised,
          color: vars.foreground.neutral,
          borderColor: vars.border.strong,
        },
      },
    },
  ],
  rise: [
    segmentBase,
    {
      selectors: {
        '&[data-selected]': {
          background: vars.trend.riseSoft,
          color: vars.trend.rise,
          borderColor: vars.trend.rise,
        },
      },
    },
  ],
  fall: [
    segmentBase,
    {
      selectors: {
        '&[data-selected]': {
          background: vars.trend.fallSoft,
          color: vars.trend.fall,
          borderColor: vars.trend.fall,
        },
      },
    },
  ],
});
