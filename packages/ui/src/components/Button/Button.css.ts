import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The focus ring every interactive component shares: visible, token-coloured, system colour in forced-colors. */
export const focusRing = {
  outline: `2px solid ${vars.border.focus}`,
  outlineOffset: '2px',
} as const;

export const buttonTones = ['primary', 'secondary', 'critical', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    // Every size keeps the 44 px touch target; size changes type and padding only.
    minBlockSize: vars.touch.minTarget,
    minInlineSize: vars.touch.minTarget,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
    fontFamily: vars.font.family,
    fontWeight: vars.font.weightStrong,
    lineHeight: vars.font.lineHeightTight,
    textAlign: 'center',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText', opacity: 1 },
        },
      },
    },
  },
  variants: {
    tone: {
      primary: {
        color: vars.foreground.onBrand,
        background: vars.background.brand,
        selectors: {
          '&[data-hovered]': { background: vars.background.brandHover },
          '&[data-pressed]': { background: vars.background.brandPressed },
        },
      },
      secondary: {
        color: vars.foreground.neutral,
        background: vars.background.surface,
        borderColor: vars.border.strong,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.background.neutralSoft },
        },
      },
      critical: {
        color: vars.foreground.onCritical,
        background: vars.background.critical,
        selectors: { '&[data-pressed]': { borderColor: vars.border.strong } },
      },
      ghost: {
        color: vars.foreground.link,
        background: 'transparent',
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.background.neutralSoft },
        },
      },
    },
    size: {
      small: { fontSize: vars.font.sizeSmall, paddingInline: vars.space.small },
      medium: { fontSize: vars.font.sizeBody },
      large: { fontSize: vars.font.sizeLarge, paddingInline: vars.space.large },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** While pending the label stays (so the width and the accessible name do not jump) but fades. */
export const label = style({
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  inlineSize: '1.1em',
  blockSize: '1.1em',
  marginBlockStart: '-0.55em',
  marginInlineStart: '-0.55em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animationName: spin,
  animationDuration: `calc(${vars.motion.durationSlow} * 2)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
