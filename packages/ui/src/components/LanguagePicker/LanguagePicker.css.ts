import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.border.neutral}`,
  borderRadius: vars.radius.full,
  background: vars.background.body,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: '52px',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.background.neutralSoft },
    '&[data-selected]': { fontWeight: vars.font.weightStrong, color: vars.foreground.brandAccent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '-2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { outline: '2px solid Highlight' } },
    },
  },
});

export const flag = style({
  display: 'inline-flex',
  inlineSize: '28px',
  justifyContent: 'center',
  fontSize: vars.font.sizeLarge,
  lineHeight: 1,
});

export const name = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const tick = style({ flexShrink: 0, color: vars.foreground.brandAccent });
