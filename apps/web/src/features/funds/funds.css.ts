import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui/theme';

/** A list of cards without bullets or indent. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** A long address or number: wraps anywhere rather than widening a 320 px screen. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

/** The QR code and the address under it, centred. */
export const addressBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

/** A channel's name over its limits in the channel choice. */
export const channelLabel = style({ display: 'flex', flexDirection: 'column' });
export const channelLimits = style({
  fontSize: vars.font.sizeSmall,
  color: vars.foreground.secondary,
});
