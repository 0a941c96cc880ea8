import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const linkTones = ['link', 'neutral', 'critical'] as const;

export const link = recipe({
  base: {
    fontFamily: 'inherit',
    fontWeight: vars.font.weightStrong,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.foreground.disabled,
        cursor: 'not-allowed',
        textDecorationLine: 'none',
      },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'LinkText',
        selectors: {
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
  variants: {
    tone: {
      link: { color: vars.foreground.link },
      neutral: { color: vars.foreground.neutral },
      critical: { color: vars.foreground.critical },
    },
    // Standalone links get the 44 px touch target; links inside running text keep the line height.
    standalone: {
      true: {
        display: 'inline-flex',
        alignItems: 'center',
        minBlockSize: vars.touch.minTarget,
        paddingInline: vars.space.xxsmall,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'link', standalone: false },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
