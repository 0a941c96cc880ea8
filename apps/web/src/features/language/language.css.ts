import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.medium,
  background: vars.background.surface,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.touch.minTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.border.neutral}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.background.neutralSoft },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.border.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { color: vars.foreground.link, fontWeight: vars.font.weightStrong },
  },
});

export const name = style({ flex: 1 });
