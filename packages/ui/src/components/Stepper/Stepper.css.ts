import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.secondary,
});

export const step = style({
  flex: '1 1 0',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="current"]': {
      color: vars.foreground.neutral,
      fontWeight: vars.font.weightStrong,
    },
    '&[data-state="complete"]': { color: vars.foreground.neutral },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.border.neutral}`,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  background: vars.background.body,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.border.brand,
      color: vars.foreground.brandAccent,
    },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.border.brand,
      background: vars.background.brand,
      color: vars.foreground.onBrand,
    },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export { visuallyHidden } from '../../theme/utilities.css';
