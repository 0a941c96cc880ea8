import { createElement as h } from 'react';
import { bootBanner } from '../shared/shell/bootBanner';

/**
 * The shell's frame before the app has started: a header bar, skeleton blocks where the page goes and
 * the bottom tab bar (mobile) or a top bar (desktop), with the heights of the real layouts. The build
 * writes the same markup into index.html (src/build/firstPaint.ts), so the browser paints it before
 * any JavaScript has run; React renders it again while start-up and the first route's chunk load, and
 * the real layout then replaces it with its header and tab bar in the same places (no flash, no shift).
 * Styled only by the inline stylesheet of index.html (class names below); decorative, so hidden from
 * assistive technology.
 */
export const BOOT_FRAME = {
  frame: 'boot-frame',
  header: 'boot-frame-header',
  title: 'boot-frame-title',
  main: 'boot-frame-main',
  block: 'boot-frame-block',
  banner: 'boot-frame-banner',
  row: 'boot-frame-row',
  tabs: 'boot-frame-tabs',
} as const;

const SKELETON_ROWS = 5;

export function BootFrame() {
  const c = BOOT_FRAME;
  const banner = bootBanner();
  return h(
    'div',
    { className: c.frame, 'aria-hidden': true },
    h('div', { className: c.header }, h('span', { className: `${c.block} ${c.title}` })),
    h(
      'div',
      { className: c.main },
      banner
        ? h('img', { className: `${c.block} ${c.banner}`, src: banner, alt: '' })
        : h('span', { className: `${c.block} ${c.banner}` }),
      ...Array.from({ length: SKELETON_ROWS }, (_, index) =>
        h('span', { key: index, className: `${c.block} ${c.row}` }),
      ),
    ),
    h('div', { className: c.tabs }),
  );
}
