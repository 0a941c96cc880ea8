import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.neutral,
});

export const label = style({ fontWeight: vars.font.weightStrong, fontSize: vars.font.sizeBody });
export const hint = style({ color: vars.foreground.secondary });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '140px',
  padding: vars.space.medium,
  border: `2px dashed ${vars.border.strong}`,
  borderRadius: vars.radius.large,
  background: vars.background.surface,
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.foreground.disabled, cursor: 'not-allowed' },
    '&[data-invalid]': { borderColor: vars.border.critical },
  },
});

export const preview = style({
  maxInlineSize: '100%',
  maxBlockSize: '200px',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
});

export const fileName = style({ overflowWrap: 'anywhere', textAlign: 'center' });

export const error = style({ color: vars.foreground.critical });

export const removeButton = style({
  alignSelf: 'flex-start',
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.border.strong}`,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.foreground.neutral,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.border.focus}`, outlineOffset: '2px' },
  },
});
