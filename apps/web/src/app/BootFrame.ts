import { createElement as h } from 'react';
import { bootBanner } from '../shared/shell/bootBanner';
import { bootTexts } from '../shared/shell/bootText';

/**
 * The shell's frame before the app has started: a header bar, skeleton blocks where the page goes and
 * the bottom tab bar (mobile) or a top bar (desktop), with the heights of the real layouts. The build
 * writes the same markup into index.html (src/build/firstPaint.ts), so the browser paints it before
 * any JavaScript has run; React renders it again while start-up and the first route's chunk load, and
 * the real layout then replaces it with its header and tab bar in the same places (no flash, no shift).
 * Styled only by the inline stylesheet of index.html (class names below); decorative, so hidden from
 * assistive technology.
 *
 * On the login and quotes pages the frame also shows the page's largest texts where the page shows
 * them (the login heading; the quotes title, search label and the search field with its placeholder),
 * in the language the app starts in: index.html's frame script fills them from the compiled
 * catalogues (src/build/firstPaint.ts), so the first paint is contentful before any JavaScript, and
 * this component shows the same texts again (shared/shell/bootText.ts) until the page replaces them.
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
  page: 'boot-frame-page',
  login: 'boot-frame-login',
  quotes: 'boot-frame-quotes',
  heading: 'boot-frame-heading',
  headerTitle: 'boot-frame-header-title',
  desktopOnly: 'boot-frame-desktop-only',
  label: 'boot-frame-label',
  field: 'boot-frame-field',
  placeholder: 'boot-frame-placeholder',
} as const;

/** The message ids of the texts the frame shows (the same ids the pages render). */
export const BOOT_TEXT_IDS = {
  loginTitle: 'auth.login.title',
  quotesTitle: 'quotes.documentTitle',
  quotesSearch: 'quotes.search',
  quotesPlaceholder: 'quotes.search.placeholder',
} as const;

/**
 * The pages whose frame shows texts (`<html data-page>`, set by the frame script), by the address
 * without its /m prefix.
 */
export const BOOT_TEXT_PAGES = { login: 'login', quotes: 'quotation' } as const;

const SKELETON_ROWS = 5;

export interface BootFrameProps {
  /** The language being started or loaded (AppIntl); the frame's texts show only in theirs. */
  locale?: string;
  /** index.html's frame (the build): every text element, empty, for the frame script to fill. */
  forHtml?: boolean;
}

export function BootFrame({ locale, forHtml = false }: BootFrameProps) {
  const c = BOOT_FRAME;
  const ids = BOOT_TEXT_IDS;
  const banner = bootBanner();
  const painted = forHtml ? null : bootTexts(locale);
  const text = (id: string) => ({ 'data-boot-text': id, children: painted?.[id] });
  const shows = (id: string) => forHtml || !!painted?.[id];
  return h(
    'div',
    { className: c.frame, 'aria-hidden': true },
    h(
      'div',
      { className: c.header },
      h('span', { className: `${c.block} ${c.title}` }),
      shows(ids.quotesTitle) && h('span', { className: c.headerTitle, ...text(ids.quotesTitle) }),
    ),
    h(
      'div',
      { className: c.main },
      shows(ids.loginTitle) &&
        h(
          'div',
          { className: `${c.page} ${c.login}` },
          h('span', { className: c.heading, ...text(ids.loginTitle) }),
        ),
      shows(ids.quotesPlaceholder) &&
        h(
          'div',
          { className: `${c.page} ${c.quotes}` },
          h('span', { className: `${c.heading} ${c.desktopOnly}`, ...text(ids.quotesTitle) }),
          h('span', { className: c.label, ...text(ids.quotesSearch) }),
          h(
            'span',
            { className: c.field },
            h('span', { className: c.placeholder, ...text(ids.quotesPlaceholder) }),
          ),
        ),
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
