import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightBody,
  color: vars.foreground.neutral,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${root} :is(h1, h2, h3, h4)`, {
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  marginBlock: `${vars.space.medium} ${vars.space.small}`,
});
globalStyle(`${root} p`, { marginBlock: vars.space.small });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space.large });
globalStyle(`${root} a`, { color: vars.foreground.link, textDecoration: 'underline' });
globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${vars.border.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${root} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${root} table`, { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${root} :is(td, th)`, {
  border: `1px solid ${vars.border.neutral}`,
  padding: vars.space.xsmall,
});
