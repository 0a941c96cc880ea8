import { describe, expect, it } from 'vitest';
import {
  createClientStorage,
  createDocumentCookieJar,
  createLanguageStore,
  createMemoryKeyValueStorage,
  createTokenStore,
  createTradePopupFlag,
  resilientStorage,
  TRADE_POPUP_KEY,
  type CookieDocument,
  type KeyValueStorage,
} from './index';

/** Records every cookie write and keeps a name=value jar like a browser does (attributes dropped). */
function fakeCookieDocument(protocol: 'http:' | 'https:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc: CookieDocument = {
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (/;\s*Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    },
  };
  return { doc, writes };
}

describe('session token cookie', () => {
  it('is SameSite=Strict on http and adds Secure on https', () => {
    const http = fakeCookieDocument('http:');
    createTokenStore(createDocumentCookieJar(http.doc)).set('abc');
    expect(http.writes[0]).toMatch(/^token=abc; Path=\/; SameSite=Strict; Max-Age=604800$/);

    const https = fakeCookieDocument('https:');
    createTokenStore(createDocumentCookieJar(https.doc)).set('abc');
    expect(https.writes[0]).toContain('; SameSite=Strict; Secure');
  });

  it('reads back a token with reserved characters and clears it', () => {
    const { doc, writes } = fakeCookieDocument('https:');
    doc.cookie = 'other=1';
    const tokens = createTokenStore(createDocumentCookieJar(doc));
    expect(tokens.get()).toBeNull();
    tokens.set('a=b; c/d');
    expect(tokens.get()).toBe('a=b; c/d');
    tokens.clear();
    expect(tokens.get()).toBeNull();
    expect(writes.at(-1)).toMatch(/^token=; Path=\/; SameSite=Strict; Secure; Max-Age=0$/);
    expect(doc.cookie).toBe('other=1');
  });
});

describe('language and trade popup flag', () => {
  it('keeps the language in local storage', () => {
    const local = createMemoryKeyValueStorage();
    const language = createLanguageStore(local);
    expect(language.get()).toBeNull();
    language.set('fa-IR');
    expect(local.getItem('lang')).toBe('fa-IR');
    expect(language.get()).toBe('fa-IR');
  });

  it('keeps the popup flag in session storage under the trade-popup key, ignoring junk', () => {
    const session = createMemoryKeyValueStorage({ [TRADE_POPUP_KEY]: 'yes' });
    const flag = createTradePopupFlag(session);
    expect(flag.get()).toBeNull();
    flag.set('0');
    expect(session.getItem('tradePopup')).toBe('0');
    expect(flag.get()).toBe('0');
    flag.clear();
    expect(flag.get()).toBeNull();
  });
});

describe('client storage', () => {
  it('routes the token to the cookie and other keys to local storage', () => {
    const { doc } = fakeCookieDocument('http:');
    const local = createMemoryKeyValueStorage();
    const storage = createClientStorage(createTokenStore(createDocumentCookieJar(doc)), local);
    storage.set('token', 'rotated');
    storage.set('lang', 'zh-CN');
    expect(doc.cookie).toBe('token=rotated');
    expect(local.getItem('token')).toBeNull();
    expect(storage.get('lang')).toBe('zh-CN');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
  });
});

describe('resilientStorage', () => {
  it('falls back to memory when storage cannot be opened', () => {
    const storage = resilientStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('keeps a value for the page when a write fails (quota)', () => {
    const real = createMemoryKeyValueStorage();
    let full = false;
    const quota: KeyValueStorage = {
      getItem: (key) => real.getItem(key),
      removeItem: (key) => real.removeItem(key),
      setItem: (key, value) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        real.setItem(key, value);
      },
    };
    const storage = resilientStorage(() => quota);
    full = true;
    storage.setItem('lang', 'de-DE');
    expect(storage.getItem('lang')).toBe('de-DE');
    storage.removeItem('lang');
    expect(storage.getItem('lang')).toBeNull();
  });
});
