import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { resolveTokens, type ThemeTokens } from '../../../../packages/ui/src/theme/resolveTokens';
import { lightSeed } from '../../../../packages/ui/src/themes/light/seed';
import { BOOT_FRAME as c, BootFrame } from '../app/BootFrame';
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
  const narrow = { [`[data-frame=mobile] .${c.main}`]: { 'padding-inline': t.space.small } };
  return `${css(rules)}@media screen and (max-width:359px){${css(narrow)}}`;
}

/**
 * Before the first paint: which frame the address shows (/m/… is the mobile app; the bare root on a
 * narrow screen is sent there too), and the operator's frame colours the app saved on an earlier
 * start (platform/branding/frameColours.ts), as CSS properties the stylesheet reads, the colour
 * scheme and the theme-color. Only hex colours are applied. Kept tiny: it runs before the first paint.
 */
export const FRAME_SCRIPT = `(function(d,p){d.dataset.frame=/^\\/m(\\/|$)/.test(p)||(p==='/'&&innerWidth<768)?'mobile':'desktop';try{var c=JSON.parse(localStorage.getItem('${FRAME_COLOURS_KEY}')||'null'),h=/^#[0-9a-f]{3,8}$/i;if(c&&h.test(c.body)&&h.test(c.skeleton)&&h.test(c.border)){d.style.setProperty('${FRAME_VARS.body}',c.body);d.style.setProperty('${FRAME_VARS.skeleton}',c.skeleton);d.style.setProperty('${FRAME_VARS.border}',c.border);d.style.colorScheme=c.scheme==='dark'?'dark':'light';document.querySelector('meta[name=theme-color]').content=c.body}}catch(e){}})(document.documentElement,location.pathname)`;

export function firstPaintHtml(html: string, tokens: ThemeTokens): string {
  const frame = renderToStaticMarkup(createElement(BootFrame));
  const head =
    `<meta name="theme-color" content="${tokens.background.body}" />` +
    `<script>${FRAME_SCRIPT}</script>` +
    `<style>${firstPaintCss(tokens)}</style>`;
  const withFrame = html.replace(/<div id="root"><\/div>/, `<div id="root">${frame}</div>`);
  if (withFrame === html) throw new Error('index.html has no empty <div id="root"></div>');
  return withFrame.replace(/<\/title>/, `</title>${head}`);
}

export function firstPaintPlugin(): Plugin {
  const resolved = resolveTokens(lightSeed);
  if (!resolved.ok) throw new Error('The light theme does not resolve');
  return {
    name: 'first-paint-frame',
    transformIndexHtml: { order: 'pre', handler: (html) => firstPaintHtml(html, resolved.tokens) },
  };
}
