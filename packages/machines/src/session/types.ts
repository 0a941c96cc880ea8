import type { DecimalString } from '@repo/api-schema/money';

/** Local shapes after spec §3; the app adapts the API contract's types to these. */
export interface UserInfo {
  id: string;
  /** Invite code. */
  code: string;
  lang: string;
  role: 'user' | 'guest';
  isLoginPop?: number;
}

export interface UserMoney {
  balance: DecimalString;
  [field: string]: unknown;
}

export interface UserLevel {
  level: number;
  name?: string;
}

export interface DictionaryEntry {
  code: string;
  name: string;
}

export interface Country {
  langCode: string;
  langKey?: string;
  name: string;
  icon?: string;
}

export interface TradeProductSummary {
  code: string;
  price: DecimalString;
}

/** Startup data in spec §4 order. */
export interface Bootstrap {
  dictionaries: Record<string, DictionaryEntry[]>;
  countries: Country[];
  products: TradeProductSummary[];
  translations: Record<string, string>;
  /** Site parameters by key (SYSTEM_MAINTAIN, SHOW_NEW_NOTICE_OPEN, …). */
  settings: Record<string, string>;
}

/**
 * Start-up data the app can run without (spec §4 order is kept): a failed load is recorded, start-up
 * goes on, and the screens that need the data say so and offer a retry (`startup.retry`). Dictionaries
 * and the settings map decide routes (maintenance) and still stop start-up.
 */
export type OptionalStartupData = 'countries' | 'products' | 'translations';

/**
 * The server's answer about a stored token (contract `checkLogin`): a live session and its kind. A guest
 * token names a live session of role `guest` (an account's demo role counts as `user` here).
 */
export interface CheckLoginOutput {
  isLogin: boolean;
  role: 'user' | 'guest' | null;
}

export interface SessionInput {
  /** The language of this device: the one stored locally, else the default. */
  lang: string;
  /**
   * A language was chosen on this device (it is stored locally). Without one (a fresh browser) the
   * account's language (user info `lang`) is applied when its user info arrives.
   */
  langChosenHere?: boolean;
}

export interface SessionContext {
  bootstrap: Partial<Bootstrap>;
  /** Optional start-up loads that failed, with the failure's text, until a retry succeeds. */
  startupFailures: Partial<Record<OptionalStartupData, string>>;
  user: UserInfo | null;
  money: UserMoney | null;
  level: UserLevel | null;
  noticeCount: number;
  lang: string;
  /** `lang` was chosen on this device (or taken from the account): an account's language gives way. */
  langChosenHere: boolean;
  /** Language chosen while logged in, saved to the server before the reload. */
  pendingLang: string | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.retry' }
  /** Load one optional start-up datum again (a screen's Retry after it failed). */
  | { type: 'startup.retry'; data: OptionalStartupData }
  /**
   * A login, guest login or registration the screen completed (its token is stored): the user info of
   * that answer. The session takes it as it is: no re-check, no second read of the user info.
   */
  | { type: 'session.loggedIn'; user: UserInfo }
  | { type: 'session.logout' }
  /** A 401/403 from any call (spec §8). */
  | { type: 'session.unauthorized' }
  | { type: 'session.recheck' }
  | { type: 'session.changeLanguage'; lang: string }
  | { type: 'app.hidden' }
  | { type: 'app.visible' }
  /** Socket topics: user info refresh, money refresh, new notice, notice count. */
  | { type: 'user.updated'; user: UserInfo }
  | { type: 'money.updated'; money: UserMoney }
  | { type: 'notice.received' }
  | { type: 'notice.countAdded'; count: number }
  /** The unread count read again (after a reconnect): replaces the count. */
  | { type: 'notice.countLoaded'; count: number }
  /**
   * The refresh-notice topic (spec §6): an account reads its unread count again (site notices count
   * too); a visitor or guest has no messages to count.
   */
  | { type: 'notice.refresh' }
  /** The refresh-dictionary topic (spec §6): the app re-read every dictionary. */
  | { type: 'dictionaries.updated'; dictionaries: Bootstrap['dictionaries'] };
