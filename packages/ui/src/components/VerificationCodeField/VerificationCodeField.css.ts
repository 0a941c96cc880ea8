import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const codeInput = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.2em',
  direction: 'ltr',
  unicodeBidi: 'plaintext',
});

export const sendButton = style({
  flexShrink: 0,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
