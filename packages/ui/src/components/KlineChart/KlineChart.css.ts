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

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Covers the drawing area while the chart library downloads. */
export const loadingOverlay = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
});

export const attribution = style({
  fontSize: vars.font.sizeXsmall,
});
