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
  padding: 0,
  listStyle: 'none',
});

/**
 * One entry: its bullet on the first line of the link's text (first-baseline alignment). A native
 * marker sat on the baseline of the 44 px inline-block link, that is its last line.
 */
export const summaryEntry = style({
  display: 'flex',
  alignItems: 'first baseline',
  gap: vars.space.small,
});

export const summaryBullet = style({
  flex: 'none',
  lineHeight: vars.font.lineHeightBody,
  '::before': { content: '"\\2022"' },
});

export const summaryLink = style({
  display: 'block',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
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
