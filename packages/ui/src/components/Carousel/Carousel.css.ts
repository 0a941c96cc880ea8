import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Button/Button.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xsmall,
});

export const viewport = style({
  position: 'relative',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.background.neutralSoft,
  color: vars.foreground.neutral,
});

export const slide = style({
  selectors: { '&[hidden]': { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const buttons = style({ display: 'flex', gap: vars.space.xxsmall });

/** Icon buttons and picker dots: 44 px targets, the dot drawn small inside. */
export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.touch.minTarget,
  minBlockSize: vars.touch.minTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.foreground.neutral,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.background.neutralSoft },
  },
});

export const dots = style({ display: 'flex', flexWrap: 'wrap' });

export const dot = style({
  display: 'block',
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.border.strong}`,
  selectors: {
    '[aria-current="true"] > &': {
      background: vars.background.brand,
      borderColor: vars.background.brand,
    },
  },
});

/** Direction arrows point the other way in right-to-left text. */
export const flipInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
