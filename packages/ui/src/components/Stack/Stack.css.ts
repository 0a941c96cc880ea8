import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The steps of the theme's space scale a layout primitive may use between its children. */
export const spaceSteps = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
] as const;
export type Space = (typeof spaceSteps)[number];

const spaceValue = (space: Space) => (space === 'none' ? '0' : vars.space[space]);

export const stack = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** Space between children, one class per step (Inline uses the same ones). */
export const gap = styleVariants(
  Object.fromEntries(spaceSteps.map((space) => [space, { gap: spaceValue(space) }])) as Record<
    Space,
    { gap: string }
  >,
);

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});
