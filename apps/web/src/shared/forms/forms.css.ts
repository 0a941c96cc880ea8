import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** The form-level alert and the error summary above a form after a failed submit. */
export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.background.criticalSoft,
  color: vars.foreground.neutral,
  borderInlineStart: `4px solid ${vars.border.critical}`,
  lineHeight: vars.font.lineHeightBody,
  selectors: { '&:empty': { display: 'none' } },
});

export const alertTitle = style({
  display: 'block',
  fontWeight: vars.font.weightStrong,
});

export const summaryList = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
});

export const summaryLink = style({
  display: 'inline-block',
  minBlockSize: vars.touch.minTarget,
  paddingBlock: vars.space.small,
  color: vars.foreground.link,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.border.focus}`,
      outlineOffset: '2px',
    },
  },
});
