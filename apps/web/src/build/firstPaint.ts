import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { resolveTokens, type ThemeTokens } from '../../../../packages/ui/src/theme/resolveTokens';
import { lightSeed } from '../../../../packages/ui/src/themes/light/seed';
import { BOOT_FRAME as c, BOOT_TEXT_IDS, BOOT_TEXT_PAGES, BootFrame } from '../app/BootFrame';
import { directionOf } from '../i18n/document';
import {
  DEFAULT_LOCALE,
  LOCALE_ALIASES,
  LOCALES,
  PSEUDO_LOCALE,
  resolveLocaleTag,
} from '../i18n/locales';
import { LANGUAGE_KEY } from '../platform/storage/appStorage';
import { FRAME_COLOURS_KEY, FRAME_VARS } from '../platform/branding/frameKeys';

/**
 * The first paint before any JavaScript: index.html gets the shell's frame (src/app/BootFrame.ts) in
 * #root, its stylesheet inline in the default theme's colours, and a one-line script that picks the
 * mobile or desktop frame by the address. Both are plain inline elements: the server allows them by
 * their hashes (apps/server/src/http/securityHeaders.ts hashes every inline <style> and <script> of the
 * built index.html), so the policy keeps no 'unsafe-inline'.
 *
 * The heights are those of the real layouts: the mobile header (52 px and the top safe area, a 1 px
 * border; @repo/ui Header), the tab bar (56 px, a 1 px border and the bottom safe area; BottomTabBar)
 * and the desktop bar (44 px links and 8 px padding; layouts.css.ts).
 */
export function firstPaintCss(t: ThemeTokens): string {
  // The operator's colours when the frame script found them (a dark or branded theme), else light.
  const body = `var(${FRAME_VARS.body},${t.background.body})`;
  const skeleton = `var(${FRAME_VARS.skeleton},${t.background.skeleton})`;
  const border = `var(${FRAME_VARS.border},${t.border.neutral})`;
  const text = `var(${FRAME_VARS.text},${t.foreground.neutral})`;
  const rules: Record<string, Record<string, string>> = {
    'html,body': { margin: '0', background: body },
    [`.${c.frame}`]: {
      display: 'flex',
      'flex-direction': 'column',
      'min-block-size': '100dvh',
      background: body,
      'font-family': t.font.family,
    },
    [`.${c.header}`]: {
      position: 'sticky',
      'inset-block-start': '0',
      display: 'grid',
      'place-items': 'center',
      'block-size': '52px',
      'padding-block-start': 'env(safe-area-inset-top, 0px)',
      background: body,
      'border-block-end': `1px solid ${border}`,
    },
    [`.${c.block}`]: {
      display: 'block',
      background: skeleton,
      'border-radius': t.radius.medium,
    },
    [`.${c.title}`]: { 'inline-size': '30%', 'block-size': t.font.sizeLarge },
    [`.${c.main}`]: {
      flex: '1',
      display: 'flex',
      'flex-direction': 'column',
      gap: t.space.small,
      padding: t.space.medium,
    },
    [`.${c.banner}`]: {
      // A <span> block, or the first banner's <img> on the home page (the server puts it there).
      'inline-size': '100%',
      'object-fit': 'cover',
      'aspect-ratio': '16 / 7',
      'border-radius': t.radius.large,
      'margin-block-end': t.space.medium,
    },
    [`.${c.row}`]: { 'block-size': '48px' },
    [`.${c.tabs}`]: {
      position: 'sticky',
      'inset-block-end': '0',
      'block-size': '56px',
      'padding-block-end': 'env(safe-area-inset-bottom, 0px)',
      background: body,
      'border-block-start': `1px solid ${border}`,
    },
    [`[data-frame=desktop] .${c.header}`]: {
      'block-size': t.touch.minTarget,
      'padding-block': t.space.small,
      background: t.background.surface,
      'place-items': 'center start',
      'padding-inline': t.space.xlarge,
    },
    [`[data-frame=desktop] .${c.main}`]: {
      'inline-size': '100%',
      'max-inline-size': '80rem',
      'margin-inline': 'auto',
      'box-sizing': 'border-box',
      padding: `${t.space.large} ${t.space.xlarge}`,
    },
    [`[data-frame=desktop] .${c.tabs}`]: { display: 'none' },
    // The page texts (login, quotes), shown only on their page (`<html data-page>`), with the sizes
    // of the elements the page renders there.
    [`.${c.page},.${c.headerTitle},.${c.page} .${c.desktopOnly}`]: { display: 'none' },
    [`[data-page=login] .${c.login},[data-page=quotes] .${c.quotes}`]: {
      display: 'block',
      color: text,
    },
    [`[data-page=login] .${c.banner},[data-page=quotes] .${c.banner}`]: { display: 'none' },
    [`[data-page=quotes][data-frame=mobile] .${c.title}`]: { display: 'none' },
    [`[data-page=quotes][data-frame=mobile] .${c.headerTitle}`]: {
      // @repo/ui Header's title.
      display: 'block',
      color: text,
      'font-size': t.font.sizeLarge,
      'font-weight': t.font.weightStrong,
      'line-height': t.font.lineHeightTight,
      'text-align': 'center',
      'white-space': 'nowrap',
      overflow: 'hidden',
      'text-overflow': 'ellipsis',
      'min-inline-size': '0',
      'max-inline-size': '60vw',
    },
    [`[data-page=quotes][data-frame=desktop] .${c.desktopOnly}`]: { display: 'block' },
    [`.${c.heading}`]: {
      // @repo/ui Heading, level 1.
      display: 'block',
      'font-size': t.font.sizeHeading,
      'font-weight': t.font.weightStrong,
      'line-height': t.font.lineHeightTight,
      'overflow-wrap': 'anywhere',
      // Its line's height before the script after the frame fills it in (a browser may paint the
      // frame before that script has arrived): the blocks below do not move when the text comes.
      'min-block-size': `${t.font.lineHeightTight}em`,
    },
    [`.${c.login}`]: {
      // The login column (shared/page column.narrow: 28rem with medium side padding and large
      // padding above) inside the frame's main, which pads by medium already.
      'inline-size': '100%',
      'max-inline-size': `calc(28rem - 2 * ${t.space.medium})`,
      'margin-inline': 'auto',
      'box-sizing': 'border-box',
      'padding-block-start': `calc(${t.space.large} - ${t.space.medium})`,
    },
    [`[data-frame=desktop] .${c.login}`]: { 'padding-block-start': t.space.large },
    [`[data-frame=desktop] .${c.quotes} .${c.heading}`]: {
      // The desktop layout's page title (layouts.css.ts desktopTitle: the h1's bold).
      'font-weight': '700',
      'margin-block-end': t.space.large,
    },
    [`.${c.label}`]: {
      // @repo/ui TextField: label, a gap, the bordered box and its input.
      display: 'block',
      'font-size': t.font.sizeSmall,
      'font-weight': t.font.weightStrong,
      'line-height': t.font.lineHeightTight,
      'min-block-size': `${t.font.lineHeightTight}em`,
      'margin-block-end': t.space.xsmall,
    },
    [`.${c.field}`]: {
      display: 'flex',
      'align-items': 'center',
      'min-block-size': t.touch.minTarget,
      'padding-inline': t.space.small,
      'border-radius': t.radius.medium,
      border: `1px solid var(${FRAME_VARS.field},${t.border.strong})`,
      background: `var(${FRAME_VARS.surface},${t.background.surface})`,
      'box-sizing': 'border-box',
    },
    [`[data-frame=desktop] .${c.field}`]: { 'max-inline-size': '24rem' },
    [`.${c.placeholder}`]: {
      flex: '1',
      'min-inline-size': '0',
      'font-size': t.font.sizeBody,
      'line-height': t.font.lineHeightBody,
      color: `var(${FRAME_VARS.muted},${t.foreground.secondary})`,
      'white-space': 'nowrap',
      overflow: 'hidden',
    },
  };
  const css = (block: Record<string, Record<string, string>>) =>
    Object.entries(block)
      .map(
        ([selector, declarations]) =>
          `${selector}{${Object.entries(declarations)
            .map(([property, value]) => `${property}:${value}`)
            .join(';')}}`,
      )
      .join('');
  // A 320 px phone: the page column's side padding is small (shared/page/page.css.ts `column.wide`),
  // so the home banner painted here sits where the app shows it.
  const narrow = {
    [`[data-frame=mobile] .${c.main}`]: { 'padding-inline': t.space.small },
    // The login column keeps its medium side padding.
    [`[data-frame=mobile] .${c.login}`]: {
      'padding-inline': `calc(${t.space.medium} - ${t.space.small})`,
    },
    // The header's title on a narrow phone: body size, up to two lines.
    [`[data-page=quotes][data-frame=mobile] .${c.headerTitle}`]: {
      'font-size': t.font.sizeBody,
      'white-space': 'normal',
      display: '-webkit-box',
      '-webkit-line-clamp': '2',
      '-webkit-box-orient': 'vertical',
    },
  };
  // A desktop browser's window as narrow as a phone: the column's sides take less (layouts.css.ts).
  const narrowDesktop = {
    [`[data-frame=desktop] .${c.header},[data-frame=desktop] .${c.main}`]: {
      'padding-inline': t.space.medium,
    },
  };
  return `${css(rules)}@media screen and (max-width:479px){${css(narrowDesktop)}}@media screen and (max-width:359px){${css(narrow)}}`;
}

/** JSON for an inline script: `<`, U+2028/9 and any non-ASCII character as \u escapes (ASCII only). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Every spelling the frame script resolves without rules of its own: the lower-case tags, the
 * aliases, the pseudo-locale and each tag's bare language, each mapped to what the app's
 * resolveLocaleTag makes of it. A longer tag not in the table resolves by its language (what
 * resolveLocaleTag does once the exact tag and its aliases miss), else to the default.
 */
export function localeTable(): Record<string, string> {
  const keys = new Set<string>([PSEUDO_LOCALE.toLowerCase()]);
  for (const info of LOCALES) {
    keys.add(info.tag.toLowerCase());
    keys.add(info.tag.toLowerCase().split('-')[0]!);
  }
  for (const alias of Object.keys(LOCALE_ALIASES)) {
    keys.add(alias);
    keys.add(alias.split('-')[0]!);
  }
  const table: Record<string, string> = {};
  for (const key of [...keys].sort()) {
    const tag = resolveLocaleTag(key);
    // The default needs no entry unless the key's language alone would resolve elsewhere.
    if (tag !== DEFAULT_LOCALE || resolveLocaleTag(key.split('-')[0]) !== DEFAULT_LOCALE)
      table[key] = tag;
  }
  return table;
}

/** The tags (of the table) written right to left, by the app's own rule (i18n/document.ts). */
export function rtlTags(): string[] {
  return [...new Set([...LOCALES.map((info) => info.tag), PSEUDO_LOCALE])].filter(
    (tag) => directionOf(tag) === 'rtl',
  );
}

const PAGE_PATTERN = `^\\/(?:m\\/)?(${BOOT_TEXT_PAGES.login}|${BOOT_TEXT_PAGES.quotes})\\/?$`;

/**
 * Before the first paint: which frame the address shows (/m/… is the mobile app; the bare root on a
 * narrow screen is sent there too), and the operator's frame colours the app saved on an earlier
 * start (platform/branding/frameColours.ts), as CSS properties the stylesheet reads, the colour
 * scheme and the theme-color. Only hex colours are applied. Then the language the app will start in,
 * chosen as the app chooses it (the stored setting through resolveLocaleTag, else the default; the
 * app does not read the browser's languages): `<html lang dir>`, as the app sets them; and on the
 * login and quotes pages `<html data-page>`, whose texts the script after the frame fills in.
 * Kept tiny: it runs before the first paint.
 */
export const FRAME_SCRIPT = `(function(d,p){d.dataset.frame=/^\\/m(\\/|$)/.test(p)||(p==='/'&&innerWidth<768)?'mobile':'desktop';try{var c=JSON.parse(localStorage.getItem('${FRAME_COLOURS_KEY}')||'null'),h=/^#[0-9a-f]{3,8}$/i,k=${scriptJson(Object.keys(FRAME_VARS).filter((key) => !['body', 'skeleton', 'border'].includes(key)))},i;if(c&&h.test(c.body)&&h.test(c.skeleton)&&h.test(c.border)){d.style.setProperty('${FRAME_VARS.body}',c.body);d.style.setProperty('${FRAME_VARS.skeleton}',c.skeleton);d.style.setProperty('${FRAME_VARS.border}',c.border);for(i=0;i<k.length;i++)if(h.test(c[k[i]]))d.style.setProperty('--boot-'+k[i],c[k[i]]);d.style.colorScheme=c.scheme==='dark'?'dark':'light';document.querySelector('meta[name=theme-color]').content=c.body}}catch(e){}var L=${scriptJson(localeTable())},s=null,o=function(x){return Object.prototype.hasOwnProperty.call(L,x)?L[x]:''},w,t,m;try{s=localStorage.getItem('${LANGUAGE_KEY}')}catch(e){}w=String(s||'').trim().replace(/_/g,'-').toLowerCase();t=o(w)||o(w.split('-')[0])||'${DEFAULT_LOCALE}';d.lang=t;d.dir=${scriptJson(rtlTags())}.indexOf(t)<0?'ltr':'rtl';m=new RegExp('${PAGE_PATTERN}').exec(p);if(m)d.dataset.page=m[1]==='${BOOT_TEXT_PAGES.login}'?'login':'quotes'})(document.documentElement,location.pathname)`;

/** A compiled message as plain text, when it is only literal text (no arguments, no markup). */
function literal(message: unknown): string | null {
  if (!Array.isArray(message) || message.length === 0) return null;
  let text = '';
  for (const part of message as { type?: unknown; value?: unknown }[]) {
    if (part?.type !== 0 || typeof part.value !== 'string') return null;
    text += part.value;
  }
  return text;
}

export type BootTextTable = Record<string, Record<string, string>>;

/**
 * The frame's texts (BOOT_TEXT_IDS) for each compiled catalogue (`tag` → messages): the text the
 * page renders, that is the catalogue's, else the default locale's (react-intl's fallback to the
 * source's default message, which the default catalogue holds). A locale without a catalogue gets the
 * default locale's messages in the app, and so in the frame.
 */
export function bootTextTable(catalogues: Record<string, Record<string, unknown>>): BootTextTable {
  const fallback = catalogues[DEFAULT_LOCALE];
  if (!fallback) throw new Error(`No compiled catalogue for ${DEFAULT_LOCALE}`);
  const table: BootTextTable = {};
  for (const [tag, messages] of Object.entries(catalogues)) {
    const texts: Record<string, string> = {};
    for (const id of Object.values(BOOT_TEXT_IDS)) {
      const text = literal(messages[id]) ?? literal(fallback[id]);
      if (text === null) throw new Error(`The frame's text ${id} is not plain text in ${tag}`);
      texts[id] = text;
    }
    table[tag] = texts;
  }
  return table;
}

/** The compiled catalogues of a directory (lang-compiled: `<tag>.json`). */
export function readCatalogues(dir: string): Record<string, Record<string, unknown>> {
  const catalogues: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    catalogues[file.slice(0, -'.json'.length)] = JSON.parse(
      readFileSync(path.join(dir, file), 'utf8'),
    ) as Record<string, unknown>;
  }
  return catalogues;
}

/**
 * After the frame: its texts in the language the frame script chose (`<html lang>`), set as text
 * (textContent: catalogue content is never parsed as HTML), only on a page that shows them.
 */
export function bootTextScript(table: BootTextTable): string {
  return `(function(S){var d=document.documentElement,r=S[d.lang]||S['${DEFAULT_LOCALE}'],e,i;if(!d.dataset.page||!r)return;e=document.querySelectorAll('#root [data-boot-text]');for(i=0;i<e.length;i++)e[i].textContent=r[e[i].getAttribute('data-boot-text')]||''})(${scriptJson(table)})`;
}

export function firstPaintHtml(html: string, tokens: ThemeTokens, texts: BootTextTable): string {
  const frame = renderToStaticMarkup(createElement(BootFrame, { forHtml: true }));
  const head =
    `<meta name="theme-color" content="${tokens.background.body}" />` +
    `<script>${FRAME_SCRIPT}</script>` +
    `<style>${firstPaintCss(tokens)}</style>`;
  // Replacer functions: the scripts hold `$` (a `$'` in a replacement string inserts the rest).
  const withFrame = html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${frame}</div><script>${bootTextScript(texts)}</script>`,
  );
  if (withFrame === html) throw new Error('index.html has no empty <div id="root"></div>');
  return withFrame.replace(/<\/title>/, () => `</title>${head}`);
}

export function firstPaintPlugin(): Plugin {
  const resolved = resolveTokens(lightSeed);
  if (!resolved.ok) throw new Error('The light theme does not resolve');
  let root = process.cwd();
  return {
    name: 'first-paint-frame',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        firstPaintHtml(
          html,
          resolved.tokens,
          bootTextTable(readCatalogues(path.join(root, 'lang-compiled'))),
        ),
    },
  };
}
