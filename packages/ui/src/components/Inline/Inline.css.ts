import { style, styleVariants } from '@vanilla-extract/css';

export { gap } from '../Stack/Stack.css';

export const inline = style({ display: 'flex', flexWrap: 'wrap', minInlineSize: 0 });

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

/** Kept on one line (a row of controls that scrolls rather than wraps is the caller's choice). */
export const noWrap = style({ flexWrap: 'nowrap' });
