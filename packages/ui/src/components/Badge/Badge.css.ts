import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badgeTones = ['neutral', 'brand', 'critical', 'positive', 'caution', 'info'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5em',
  blockSize: '1.5em',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeXsmall,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const tone = styleVariants({
  neutral: { background: vars.background.neutralSoft, color: vars.foreground.neutral },
  brand: { background: vars.background.brand, color: vars.foreground.onBrand },
  critical: { background: vars.background.critical, color: vars.foreground.onCritical },
  positive: { background: vars.background.positiveSoft, color: vars.foreground.positive },
  caution: { background: vars.background.cautionSoft, color: vars.foreground.caution },
  info: { background: vars.background.infoSoft, color: vars.foreground.info },
});

export const dot = style({ minInlineSize: '0.6em', blockSize: '0.6em', padding: 0 });

export { visuallyHidden } from '../../theme/utilities.css';
