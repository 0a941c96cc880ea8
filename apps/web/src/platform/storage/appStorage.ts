import type { CookieJar } from './cookies';
import type { KeyValueStorage } from './webStorage';

/** Cookie that carries the session token (spec §3: "session token kept in a cookie"). */
export const TOKEN_COOKIE = 'token';
/** localStorage key of the chosen language tag. */
export const LANGUAGE_KEY = 'lang';
/** sessionStorage key of the trade popup flag (spec §3). */
export const TRADE_POPUP_KEY = 'tradePopup';
/** The session cookie lives a week unless the server rotates or clears it first. */
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(jar: CookieJar): TokenStore {
  return {
    get: () => {
      const token = jar.get(TOKEN_COOKIE);
      return token === null || token === '' ? null : token;
    },
    set: (token) => jar.set(TOKEN_COOKIE, token, TOKEN_MAX_AGE_SECONDS),
    clear: () => jar.remove(TOKEN_COOKIE),
  };
}

export interface LanguageStore {
  get(): string | null;
  set(tag: string): void;
}

export function createLanguageStore(local: KeyValueStorage): LanguageStore {
  return {
    get: () => local.getItem(LANGUAGE_KEY),
    set: (tag) => local.setItem(LANGUAGE_KEY, tag),
  };
}

/**
 * The trade popup flag in sessionStorage: '1' when the popup may show this session, '0' once it has
 * been dealt with (set to 0 on login and when the notice popup is cleared, spec §4).
 */
export interface TradePopupFlag {
  get(): '0' | '1' | null;
  set(value: '0' | '1'): void;
  clear(): void;
}

export function createTradePopupFlag(session: KeyValueStorage): TradePopupFlag {
  return {
    get: () => {
      const value = session.getItem(TRADE_POPUP_KEY);
      return value === '0' || value === '1' ? value : null;
    },
    set: (value) => session.setItem(TRADE_POPUP_KEY, value),
    clear: () => session.removeItem(TRADE_POPUP_KEY),
  };
}

/** The `ApiStorage` shape of `@repo/api-schema` (get/set/remove by key). */
export interface KeyedStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * One keyed storage for the API client: the token goes to its cookie, the language to localStorage,
 * so the client's token rotation and Accept-Language read the same places as the rest of the app.
 */
export function createClientStorage(
  tokens: TokenStore,
  local: KeyValueStorage,
  keys: { token: string; language: string } = { token: TOKEN_COOKIE, language: LANGUAGE_KEY },
): KeyedStorage {
  return {
    get: (key) => (key === keys.token ? tokens.get() : local.getItem(key)),
    set: (key, value) => (key === keys.token ? tokens.set(value) : local.setItem(key, value)),
    remove: (key) => (key === keys.token ? tokens.clear() : local.removeItem(key)),
  };
}
