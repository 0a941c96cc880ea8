import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTokens } from '../../../../packages/ui/src/theme/resolveTokens';
import { lightSeed } from '../../../../packages/ui/src/themes/light/seed';
import { FRAME_COLOURS_KEY } from '../platform/branding/frameKeys';
import { BootFrame } from '../app/BootFrame';
import { DEFAULT_LOCALE, LOCALE_ALIASES, LOCALES, resolveLocaleTag } from '../i18n/locales';
import { LANGUAGE_KEY } from '../platform/storage/appStorage';
import {
  FRAME_SCRIPT,
  bootTextScript,
  bootTextTable,
  firstPaintCss,
  firstPaintHtml,
  readCatalogues,
} from './firstPaint';

const light = resolveTokens(lightSeed);
if (!light.ok) throw new Error('light theme');

function runFrameScript() {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = light.ok ? light.tokens.background.body : '';
  document.head.append(meta);
  new Function(FRAME_SCRIPT)();
  return meta;
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('the first-paint frame', () => {
  it("paints in the light theme's colours unless the frame script sets the saved ones", () => {
    const css = firstPaintCss(light.tokens);
    expect(css).toContain(`background:var(--boot-body,${light.tokens.background.body})`);
    expect(css).toContain(`var(--boot-border,${light.tokens.border.neutral})`);
  });

  it("applies the colours the app saved for the operator's dark theme before the first paint", () => {
    localStorage.setItem(
      FRAME_COLOURS_KEY,
      JSON.stringify({
        body: '#0f1115',
        skeleton: '#3b3d41',
        border: '#515357',
        scheme: 'dark',
        text: '#eceef2',
        muted: 'red',
      }),
    );
    const meta = runFrameScript();
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--boot-body')).toBe('#0f1115');
    expect(root.style.getPropertyValue('--boot-text')).toBe('#eceef2');
    expect(root.style.getPropertyValue('--boot-muted')).toBe('');
    expect(root.style.getPropertyValue('--boot-skeleton')).toBe('#3b3d41');
    expect(root.style.colorScheme).toBe('dark');
    expect(meta.content).toBe('#0f1115');
    expect(root.dataset.frame).toBe('desktop');
  });

  it('ignores saved values that are not hex colours, and unreadable storage', () => {
    localStorage.setItem(
      FRAME_COLOURS_KEY,
      JSON.stringify({ body: 'url(https://x.test/a.png)', skeleton: '#000', border: '#000' }),
    );
    runFrameScript();
    expect(document.documentElement.style.getPropertyValue('--boot-body')).toBe('');
    localStorage.setItem(FRAME_COLOURS_KEY, '{not json');
    expect(() => runFrameScript()).not.toThrow();
  });
});

describe("the frame's page texts", () => {
  const catalogues = readCatalogues(path.resolve(__dirname, '../../lang-compiled'));
  const table = bootTextTable(catalogues);

  /** The frame script, then the frame's markup and the script after it, as index.html runs them. */
  function paint(path: string, stored: string | null) {
    window.history.replaceState(null, '', path);
    if (stored !== null) localStorage.setItem(LANGUAGE_KEY, stored);
    document.documentElement.removeAttribute('data-page');
    runFrameScript();
    document.body.innerHTML = `<div id="root">${renderToStaticMarkup(
      createElement(BootFrame, { forHtml: true }),
    )}</div>`;
    new Function(bootTextScript(table))();
    const root = document.documentElement;
    const text = (id: string) =>
      document.querySelector(`[data-boot-text="${id}"]`)?.textContent ?? null;
    return { lang: root.lang, dir: root.dir, page: root.dataset.page, text };
  }

  afterEach(() => {
    const root = document.documentElement;
    root.removeAttribute('data-page');
    root.lang = 'en-US';
    root.dir = 'ltr';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('holds the texts the pages render, for every compiled catalogue, as plain text', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(catalogues).sort());
    expect(table['en-US']).toEqual({
      'auth.login.title': 'Log in',
      'quotes.documentTitle': 'Quotes',
      'quotes.search': 'Search',
      'quotes.search.placeholder': 'Name or code, e.g. BTC',
    });
    expect(table['zh-CN']?.['auth.login.title']).toBe('登录');
    expect(table['fa-IR']?.['quotes.documentTitle']).toBe('قیمت‌ها');
    // A message missing from a catalogue is the default locale's (react-intl's fallback).
    expect(bootTextTable({ 'en-US': catalogues['en-US']!, 'de-DE': {} })['de-DE']).toEqual(
      table['en-US'],
    );
  });

  it('paints the login heading and the quotes texts in the stored language', () => {
    expect(paint('/m/login', null)).toMatchObject({ lang: 'en-US', dir: 'ltr', page: 'login' });
    expect(document.querySelector('[data-boot-text="auth.login.title"]')?.textContent).toBe(
      'Log in',
    );
    const quotes = paint('/quotation', 'zh_cn');
    expect(quotes).toMatchObject({ lang: 'zh-CN', dir: 'ltr', page: 'quotes' });
    expect(quotes.text('quotes.search.placeholder')).toBe(
      table['zh-CN']!['quotes.search.placeholder'],
    );
  });

  it('sets right-to-left for a right-to-left language, and its texts', () => {
    const fa = paint('/m/quotation', 'fa');
    expect(fa).toMatchObject({ lang: 'fa-IR', dir: 'rtl', page: 'quotes' });
    expect(fa.text('quotes.documentTitle')).toBe('قیمت‌ها');
    // Arabic has no catalogue: the app shows the default messages, right to left.
    const ar = paint('/m/login', 'ar-SA');
    expect(ar).toMatchObject({ lang: 'ar-SA', dir: 'rtl' });
    expect(ar.text('auth.login.title')).toBe('Log in');
  });

  it('chooses the language exactly as the app does (resolveLocaleTag of the stored setting)', () => {
    const inputs = [
      ...LOCALES.map((info) => info.tag),
      ...LOCALES.map((info) => info.tag.toUpperCase().replace(/-/g, '_')),
      ...Object.keys(LOCALE_ALIASES),
      'de',
      'de-AT',
      'pt-PT',
      'zh-Hant-MO',
      'ku-TR',
      'en-XA',
      'en-GB',
      ' fa-ir ',
      'xx',
      'xx-YY',
      '',
      'constructor',
      '__proto__',
      'toString-x',
    ];
    for (const stored of inputs) {
      localStorage.clear();
      expect(paint('/m/login', stored).lang, stored).toBe(resolveLocaleTag(stored));
    }
    // No stored setting: the default, whatever the browser's languages (the app does not read them).
    localStorage.clear();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fa-IR', 'zh-CN']);
    expect(paint('/m/login', null).lang).toBe(DEFAULT_LOCALE);
    languages.mockRestore();
  });

  it('keeps unknown languages on the default, other pages without texts, and text as text', () => {
    expect(paint('/m/login', 'klingon').lang).toBe(DEFAULT_LOCALE);
    const home = paint('/m/index', 'zh-CN');
    expect(home.page).toBeUndefined();
    expect(home.text('auth.login.title')).toBe('');
    const hostile = bootTextTable({
      'en-US': {
        ...catalogues['en-US'],
        'auth.login.title': [{ type: 0, value: '<img src=x onerror=alert(1)></script>' }],
      },
    });
    const script = bootTextScript(hostile);
    expect(script).not.toMatch(/<img|<\/script/i);
    window.history.replaceState(null, '', '/m/login');
    runFrameScript();
    document.body.innerHTML = `<div id="root">${renderToStaticMarkup(createElement(BootFrame, { forHtml: true }))}</div>`;
    new Function(script)();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[data-boot-text="auth.login.title"]')?.textContent).toBe(
      '<img src=x onerror=alert(1)></script>',
    );
  });

  it('writes the frame, its texts script and the head script into index.html', () => {
    const html = firstPaintHtml(
      '<html><head><title>T</title></head><body><div id="root"></div></body></html>',
      light.ok ? light.tokens : (undefined as never),
      table,
    );
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([FRAME_SCRIPT, bootTextScript(table)]);
    expect(html).toContain('data-boot-text="quotes.search.placeholder"');
    expect(html.indexOf('</body>')).toBeGreaterThan(html.indexOf(bootTextScript(table)));
  });
});
