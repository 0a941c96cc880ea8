export { createDocumentCookieJar, type CookieDocument, type CookieJar } from './cookies';
export { createMemoryKeyValueStorage, resilientStorage, type KeyValueStorage } from './webStorage';
export {
  LANGUAGE_KEY,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_SECONDS,
  TRADE_POPUP_KEY,
  createClientStorage,
  createLanguageStore,
  createTokenStore,
  createTradePopupFlag,
  type KeyedStorage,
  type LanguageStore,
  type TokenStore,
  type TradePopupFlag,
} from './appStorage';
