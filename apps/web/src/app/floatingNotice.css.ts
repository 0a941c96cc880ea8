import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/**
 * What the shell's floating notices share (connection status, "a new version is ready"): a fixed,
 * centred region that lets presses through, and a banner that takes them; each sets its own place,
 * layer and colour.
 */
export const floatingRegion = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const floatingBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  maxInlineSize: '28rem',
  paddingBlock: vars.space.xsmall,
  border: `1px solid ${vars.border.neutral}`,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.overlay,
  fontSize: vars.font.sizeSmall,
  pointerEvents: 'auto',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});
