import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

/** The trigger: an icon button of the header's size (44 px), or a text button when it has no icon. */
export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minInlineSize: vars.touch.minTarget,
  minBlockSize: vars.touch.minTarget,
  paddingBlock: 0,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.foreground.neutral,
  font: 'inherit',
  fontSize: vars.font.sizeBody,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': {
      background: vars.background.neutralSoft,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

export const iconOnly = style({ paddingInline: 0 });

export const popover = style({
  minInlineSize: '14rem',
  maxInlineSize: 'calc(100vw - 16px)',
  maxBlockSize: 'var(--visual-viewport-height, 100vh)',
  overflow: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.neutral}`,
  background: vars.background.surfaceRaised,
  boxShadow: vars.elevation.overlay,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  outline: 'none',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const menu = style({ outline: 'none', padding: vars.space.xxsmall });

export const sectionHeader = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xxsmall,
  marginInline: 0,
  border: 'none',
  background: vars.border.neutral,
});

/** Every item is at least the minimum touch target (44 px) high. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.foreground.neutral,
  fontSize: vars.font.sizeBody,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const critical = style({ color: vars.foreground.critical });

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
});

export const itemLabel = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const itemDetail = style({
  flexShrink: 0,
  color: vars.foreground.secondary,
  fontSize: vars.font.sizeSmall,
});
