import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.background.surfaceRaised,
  color: vars.foreground.neutral,
  boxShadow: vars.elevation.raised,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightBody,
  minInlineSize: 0,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
