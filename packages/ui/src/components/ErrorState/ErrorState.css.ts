import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.family,
  color: vars.foreground.neutral,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  color: vars.foreground.critical,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxInlineSize: '32em',
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightBody,
  color: vars.foreground.secondary,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.small });
