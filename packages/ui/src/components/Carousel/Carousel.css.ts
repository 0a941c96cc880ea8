import { globalStyle, style } from '@vanilla-extract/css';
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

/** Buttons and dots on one line; on a narrow phone the dots move below the buttons as one row. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
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

/** The dots never wrap: past what fits at 44 px each they narrow (not below 24 px, WCAG 2.5.8). */
export const dots = style({ display: 'flex', flexWrap: 'nowrap', minInlineSize: 0 });

globalStyle(`${dots} > *`, { flex: '0 1 auto', minInlineSize: '24px' });

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
