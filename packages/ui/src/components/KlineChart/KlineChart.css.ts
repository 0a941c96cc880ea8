import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  inlineSize: '100%',
});

/** The drawing surface: the chart fills it and follows its size (autoSize). */
export const canvas = style({
  inlineSize: '100%',
  backgroundColor: vars.background.surface,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export { visuallyHidden } from '../../theme/utilities.css';

/** Covers the drawing area while the chart library downloads. */
export const loadingOverlay = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
});

export const attribution = style({
  fontSize: vars.font.sizeXsmall,
});
