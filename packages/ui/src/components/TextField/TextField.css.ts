import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

/** Field parts shared by every text-like input (text, password, code, amount, select, combo box). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
});

export const label = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.secondary,
  overflowWrap: 'anywhere',
});

export const error = style({
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.critical,
  overflowWrap: 'anywhere',
});

/** The bordered box: an input alone, or a group of input plus adornments (unit, buttons). */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.strong}`,
  background: vars.background.surface,
  color: vars.foreground.neutral,
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-within], &[data-focused]': { borderColor: vars.border.focus },
    '&[data-focus-visible]': focusRing,
    '&:has(input[data-focus-visible])': focusRing,
    '&[data-invalid], &:has(input[data-invalid])': { borderColor: vars.border.critical },
    '&[data-disabled], &:has(input[data-disabled])': {
      color: vars.foreground.disabled,
      background: vars.background.neutralSoft,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: {
        '&[data-focus-visible], &:has(input[data-focus-visible])': { outlineColor: 'Highlight' },
        '&[data-invalid], &:has(input[data-invalid])': { borderColor: 'Mark' },
        '&[data-disabled], &:has(input[data-disabled])': { borderColor: 'GrayText' },
      },
    },
  },
});

/** The input inside a box: the box draws border and focus, so the input draws neither. */
export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: `calc(${vars.touch.minTarget} - 2px)`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeBody,
  padding: 0,
  selectors: {
    '&::placeholder': { color: vars.foreground.secondary, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  flexShrink: 0,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});
