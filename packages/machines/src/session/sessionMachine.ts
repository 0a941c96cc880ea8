import { assign, raise, setup } from 'xstate';
import { failureMessage, notProvided } from '../shared/io';
import { builtOnce, type Nothing, type Provided } from '../shared/provided';
import type {
  Bootstrap,
  CheckLoginOutput,
  OptionalStartupData,
  SessionContext,
  SessionEvent,
  SessionInput,
  UserInfo,
  UserLevel,
  UserMoney,
} from './types';

/** At most one "Please Login First" prompt per 800 ms (spec §8). */
export const LOGIN_PROMPT_THROTTLE_MS = 800;
/** Returning after more than 10 s in the background repeats the login check (spec §4). */
export const BACKGROUND_THRESHOLD_MS = 10_000;

const loggedOut = {
  user: null,
  money: null,
  level: null,
  noticeCount: 0,
} satisfies Partial<SessionContext>;

/** Logout effects (spec §4), on a server logout, a 401/403 or a failed background re-check. */
const localLogout = [
  'clearSession',
  'disconnectSocket',
  'clearCustomerList',
  'startGuestSocket',
  'removeToken',
] as const;

/** Login success (spec §4): popup reset, flag "0", socket reconnect; user data loads on entry. */
const onLoginSuccess = [
  'resetNoticePopup',
  { type: 'setTradePopupFlag', params: { value: '0' } },
  'connectUserSocket',
] as const;

/** The account's language on a device without a chosen one (guard `adoptsAccountLanguage`). */
const applyAccountLanguage = [
  {
    type: 'adoptAccountLanguage',
    params: ({ context }: { context: SessionContext }) => context.user!,
  },
  {
    type: 'setLocale',
    params: ({ context }: { context: SessionContext }) => ({ lang: context.lang }),
  },
] as const;

/** Snapshot topics (and re-reads) of an account whose data has loaded. */
const accountUpdates = {
  'user.updated': { actions: 'takeUserUpdate' },
  'money.updated': { actions: 'takeMoneyUpdate' },
  'notice.countLoaded': { actions: 'takeNoticeCount' },
} as const;

/** An account's language is saved on the server first (then the page reloads). */
const changeAccountLanguage = {
  target: '#session.lifecycle.signedIn.savingLanguage',
  actions: 'holdPendingLanguage',
} as const;

/**
 * A login, guest login or registration the screen completed: the session takes the user info of that
 * answer as it is. An account goes on to its notice count, money and level (its user info is in hand:
 * no re-check, no second read); a guest session is complete with it. Whatever session was there
 * before (a guest's, another account's) is dropped first.
 */
const acceptLogin = [
  {
    guard: { type: 'isGuest' as const, params: ({ event }: { event: SessionEvent }) => event },
    target: '#session.lifecycle.guest.ready',
    reenter: true,
    actions: ['clearSession', 'takeLoggedInUser', 'startGuestSocket'] as const,
  },
  {
    guard: {
      type: 'adoptsAccountLanguage' as const,
      params: ({ event }: { event: SessionEvent }) =>
        event.type === 'session.loggedIn' ? event.user : null,
    },
    target: '#session.lifecycle.signedIn.loading.noticeCount',
    reenter: true,
    actions: [
      'clearSession',
      'takeLoggedInUser',
      ...applyAccountLanguage,
      ...onLoginSuccess,
    ] as const,
  },
  {
    target: '#session.lifecycle.signedIn.loading.noticeCount',
    reenter: true,
    actions: ['clearSession', 'takeLoggedInUser', ...onLoginSuccess] as const,
  },
];

/**
 * The session: startup loads (spec §4 order), the login / guest login / register results the screens
 * hand over, logout, the 401/403 logout with a throttled login prompt, the background re-check and the
 * language change. Three parallel regions: `lifecycle`, `loginPrompt` (throttle) and `visibility`.
 *
 * `lifecycle` tells apart a visitor without a session (`anonymous`), a guest session (`guest`: a token
 * of role guest, the guest socket, no money, level or messages) and an account (`signedIn`).
 */
function buildSessionMachine(provided: Provided = {}) {
  return setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      input: {} as SessionInput,
    },
    actors: {
      loadDictionaries: notProvided<Bootstrap['dictionaries']>('loadDictionaries'),
      loadCountries: notProvided<Bootstrap['countries']>('loadCountries'),
      loadProducts: notProvided<Bootstrap['products']>('loadProducts'),
      loadTranslations: notProvided<Bootstrap['translations']>('loadTranslations'),
      loadSettings: notProvided<Bootstrap['settings']>('loadSettings'),
      checkLogin: notProvided<CheckLoginOutput>('checkLogin'),
      loadUserInfo: notProvided<UserInfo>('loadUserInfo'),
      loadNoticeCount: notProvided<number>('loadNoticeCount'),
      loadMoney: notProvided<UserMoney>('loadMoney'),
      loadLevel: notProvided<UserLevel>('loadLevel'),
      logout: notProvided<void>('logout'),
      saveLanguage: notProvided<void, { lang: string }>('saveLanguage'),
      ...(provided.actors as Nothing),
    },
    actions: {
      // Effects the app supplies (socket, storage, dialogs, page); no-ops until provided.
      removeToken: () => {},
      disconnectSocket: () => {},
      startGuestSocket: () => {},
      connectUserSocket: () => {},
      clearCustomerList: () => {},
      resetNoticePopup: () => {},
      /** Session-storage trade-popup flag; set to "0" after login (spec §3, §4). */
      setTradePopupFlag: (_, _params: { value: '0' | '1' }) => {},
      showLoginPrompt: () => {},
      setLocale: (_, _params: { lang: string }) => {},
      reloadPage: () => {},
      clearSession: assign(loggedOut),
      clearError: assign({ error: null }),
      /** An account's data is reloaded in place; a guest's user info is not an account's. */
      dropGuestUser: assign({
        user: ({ context }) => (context.user?.role === 'guest' ? null : context.user),
      }),
      /** The account's language becomes this device's (see the guard `adoptsAccountLanguage`). */
      adoptAccountLanguage: assign((_, user: UserInfo) => ({
        lang: user.lang,
        langChosenHere: true,
      })),
      /** An optional start-up load arrived (at start-up or on a retry): kept, its failure forgotten. */
      takeStartupData: assign(
        ({ context }, params: Partial<Pick<Bootstrap, OptionalStartupData>>) => {
          const startupFailures = { ...context.startupFailures };
          for (const key of Object.keys(params) as OptionalStartupData[])
            delete startupFailures[key];
          return { bootstrap: { ...context.bootstrap, ...params }, startupFailures };
        },
      ),
      recordStartupFailure: assign({
        startupFailures: ({ context }, params: { data: OptionalStartupData; error: unknown }) => ({
          ...context.startupFailures,
          [params.data]: failureMessage(params.error),
        }),
      }),
      takeUserUpdate: assign({
        user: ({ context, event }) => (event.type === 'user.updated' ? event.user : context.user),
      }),
      takeMoneyUpdate: assign({
        money: ({ context, event }) =>
          event.type === 'money.updated' ? event.money : context.money,
      }),
      takeNoticeCount: assign({
        noticeCount: ({ context, event }) =>
          event.type === 'notice.countLoaded' ? event.count : context.noticeCount,
      }),
      holdPendingLanguage: assign({
        pendingLang: ({ context, event }) =>
          event.type === 'session.changeLanguage' ? event.lang : context.pendingLang,
        error: null,
      }),
      takeLoggedInUser: assign({
        user: ({ event }) => (event.type === 'session.loggedIn' ? event.user : null),
        error: null,
      }),
      ...(provided.actions as Nothing),
    },
    guards: {
      /** The stored token names an account's session. */
      isAccountSession: (_, params: CheckLoginOutput) => params.isLogin && params.role !== 'guest',
      /** The stored token names a guest session. */
      isGuestSession: (_, params: CheckLoginOutput) => params.isLogin && params.role === 'guest',
      /**
       * An account's language (user info `lang`) is applied on a device where no language was chosen
       * (a fresh browser), at once: the app follows `lang`, no reload.
       */
      adoptsAccountLanguage: ({ context }, user: UserInfo | null) =>
        user?.role === 'user' &&
        !!user.lang &&
        !context.langChosenHere &&
        user.lang !== context.lang,
      /** The login answer handed over is a guest's. */
      /** A `startup.retry` for this datum. */
      isRetryOf: ({ event }, params: { data: OptionalStartupData }) =>
        event.type === 'startup.retry' && event.data === params.data,
      isGuest: (_, params: SessionEvent) =>
        params.type === 'session.loggedIn' && params.user.role === 'guest',
      ...(provided.guards as Nothing),
    },
    delays: {
      loginPromptThrottle: LOGIN_PROMPT_THROTTLE_MS,
      backgroundThreshold: BACKGROUND_THRESHOLD_MS,
      ...(provided.delays as Nothing),
    },
  }).createMachine({
    id: 'session',
    type: 'parallel',
    on: {
      // Spec §6 "refresh dictionary": all dictionaries reload, in any state (guests have them too).
      'dictionaries.updated': {
        actions: assign({
          bootstrap: ({ context, event }) => ({
            ...context.bootstrap,
            dictionaries: event.dictionaries,
          }),
        }),
      },
    },
    context: ({ input }) => ({
      bootstrap: {},
      startupFailures: {},
      ...loggedOut,
      lang: input.lang,
      langChosenHere: input.langChosenHere ?? false,
      pendingLang: null,
      error: null,
    }),
    states: {
      lifecycle: {
        initial: 'booting',
        states: {
          booting: {
            initial: 'dictionaries',
            states: {
              dictionaries: {
                invoke: {
                  id: 'loadDictionaries',
                  src: 'loadDictionaries',
                  onDone: {
                    target: 'countries',
                    actions: assign({
                      bootstrap: ({ context, event }) => ({
                        ...context.bootstrap,
                        dictionaries: event.output,
                      }),
                    }),
                  },
                  onError: '#session.lifecycle.bootFailed',
                },
              },
              countries: {
                invoke: {
                  id: 'loadCountries',
                  src: 'loadCountries',
                  onDone: {
                    target: 'products',
                    actions: {
                      type: 'takeStartupData',
                      params: ({ event }) => ({ countries: event.output }),
                    },
                  },
                  onError: {
                    target: 'products',
                    actions: {
                      type: 'recordStartupFailure',
                      params: ({ event }) => ({ data: 'countries', error: event.error }),
                    },
                  },
                },
              },
              products: {
                invoke: {
                  id: 'loadProducts',
                  src: 'loadProducts',
                  onDone: {
                    target: 'translations',
                    actions: {
                      type: 'takeStartupData',
                      params: ({ event }) => ({ products: event.output }),
                    },
                  },
                  onError: {
                    target: 'translations',
                    actions: {
                      type: 'recordStartupFailure',
                      params: ({ event }) => ({ data: 'products', error: event.error }),
                    },
                  },
                },
              },
              translations: {
                invoke: {
                  id: 'loadTranslations',
                  src: 'loadTranslations',
                  onDone: {
                    target: 'settings',
                    actions: {
                      type: 'takeStartupData',
                      params: ({ event }) => ({ translations: event.output }),
                    },
                  },
                  onError: {
                    target: 'settings',
                    actions: {
                      type: 'recordStartupFailure',
                      params: ({ event }) => ({ data: 'translations', error: event.error }),
                    },
                  },
                },
              },
              settings: {
                invoke: {
                  id: 'loadSettings',
                  src: 'loadSettings',
                  onDone: {
                    target: 'checkingLogin',
                    actions: assign({
                      bootstrap: ({ context, event }) => ({
                        ...context.bootstrap,
                        settings: event.output,
                      }),
                    }),
                  },
                  onError: '#session.lifecycle.bootFailed',
                },
              },
              checkingLogin: {
                invoke: {
                  id: 'checkLogin',
                  src: 'checkLogin',
                  onDone: [
                    {
                      guard: { type: 'isAccountSession', params: ({ event }) => event.output },
                      target: '#session.lifecycle.signedIn',
                      actions: 'connectUserSocket',
                    },
                    {
                      guard: { type: 'isGuestSession', params: ({ event }) => event.output },
                      target: '#session.lifecycle.guest',
                      actions: 'startGuestSocket',
                    },
                    { target: '#session.lifecycle.anonymous', actions: 'startGuestSocket' },
                  ],
                  onError: { target: '#session.lifecycle.anonymous', actions: 'startGuestSocket' },
                },
              },
            },
          },
          bootFailed: {
            on: { 'session.retry': 'booting' },
          },
          anonymous: {
            on: {
              'session.loggedIn': acceptLogin,
              'session.recheck': 'rechecking',
              // Nothing to save on the server for a visitor or a guest: locally, then reload.
              'session.changeLanguage': {
                actions: [
                  assign({ lang: ({ event }) => event.lang, langChosenHere: true }),
                  { type: 'setLocale', params: ({ event }) => ({ lang: event.lang }) },
                  'reloadPage',
                ],
              },
            },
          },
          rechecking: {
            invoke: {
              id: 'recheckLogin',
              src: 'checkLogin',
              onDone: [
                {
                  guard: { type: 'isAccountSession', params: ({ event }) => event.output },
                  target: 'signedIn',
                  actions: ['dropGuestUser', 'connectUserSocket'],
                },
                {
                  guard: { type: 'isGuestSession', params: ({ event }) => event.output },
                  target: 'guest',
                  actions: ['clearSession', 'startGuestSocket'],
                },
                { target: 'anonymous', actions: [...localLogout] },
              ],
              onError: { target: 'anonymous', actions: [...localLogout] },
            },
          },
          /**
           * A guest session (contract `loginGuest`): its own user info, the guest socket, no money,
           * level or messages. Logging in or registering from here replaces it with the account.
           */
          guest: {
            initial: 'loading',
            on: {
              'session.loggedIn': acceptLogin,
              'session.logout': 'loggingOut',
              'session.unauthorized': { target: 'anonymous', actions: [...localLogout] },
              'session.recheck': 'rechecking',
              // Nothing to save on the server for a visitor or a guest: locally, then reload.
              'session.changeLanguage': {
                actions: [
                  assign({ lang: ({ event }) => event.lang, langChosenHere: true }),
                  { type: 'setLocale', params: ({ event }) => ({ lang: event.lang }) },
                  'reloadPage',
                ],
              },
            },
            states: {
              /** A stored guest token after a reload: its user info is read once. */
              loading: {
                invoke: {
                  id: 'loadGuestInfo',
                  src: 'loadUserInfo',
                  onDone: {
                    target: 'ready',
                    actions: assign({ user: ({ event }) => event.output }),
                  },
                  onError: 'loadFailed',
                },
              },
              loadFailed: {
                on: { 'session.retry': 'loading' },
              },
              ready: {},
            },
          },
          signedIn: {
            initial: 'loading',
            on: {
              'session.loggedIn': acceptLogin,
              'session.logout': 'loggingOut',
              'session.unauthorized': { target: 'anonymous', actions: [...localLogout] },
              'session.recheck': 'rechecking',
            },
            states: {
              loading: {
                initial: 'userInfo',
                onDone: 'ready',
                states: {
                  userInfo: {
                    invoke: {
                      id: 'loadUserInfo',
                      src: 'loadUserInfo',
                      onDone: [
                        {
                          guard: {
                            type: 'adoptsAccountLanguage',
                            params: ({ event }) => event.output,
                          },
                          target: 'noticeCount',
                          actions: [
                            assign({ user: ({ event }) => event.output }),
                            ...applyAccountLanguage,
                          ],
                        },
                        {
                          target: 'noticeCount',
                          actions: assign({ user: ({ event }) => event.output }),
                        },
                      ],
                      onError: '#session.lifecycle.signedIn.loadFailed',
                    },
                  },
                  noticeCount: {
                    invoke: {
                      id: 'loadNoticeCount',
                      src: 'loadNoticeCount',
                      onDone: {
                        target: 'money',
                        actions: assign({ noticeCount: ({ event }) => event.output }),
                      },
                      onError: '#session.lifecycle.signedIn.loadFailed',
                    },
                  },
                  money: {
                    invoke: {
                      id: 'loadMoney',
                      src: 'loadMoney',
                      onDone: {
                        target: 'level',
                        actions: assign({ money: ({ event }) => event.output }),
                      },
                      onError: '#session.lifecycle.signedIn.loadFailed',
                    },
                  },
                  level: {
                    invoke: {
                      id: 'loadLevel',
                      src: 'loadLevel',
                      onDone: {
                        target: 'loaded',
                        actions: assign({ level: ({ event }) => event.output }),
                      },
                      onError: '#session.lifecycle.signedIn.loadFailed',
                    },
                  },
                  loaded: { type: 'final' },
                },
              },
              loadFailed: {
                on: { 'session.retry': 'loading' },
              },
              ready: {
                on: {
                  ...accountUpdates,
                  'notice.received': {
                    actions: assign({ noticeCount: ({ context }) => context.noticeCount + 1 }),
                  },
                  'notice.countAdded': {
                    actions: assign({
                      noticeCount: ({ context, event }) => context.noticeCount + event.count,
                    }),
                  },
                  'notice.refresh': 'refreshingNoticeCount',
                  'session.changeLanguage': changeAccountLanguage,
                },
              },
              /**
               * The refresh-notice topic: the count is read again; increments arriving meanwhile are
               * in the answer already. A failed read keeps the count (the next topic corrects it).
               */
              refreshingNoticeCount: {
                invoke: {
                  id: 'refreshNoticeCount',
                  src: 'loadNoticeCount',
                  onDone: {
                    target: 'ready',
                    actions: assign({ noticeCount: ({ event }) => event.output }),
                  },
                  onError: 'ready',
                },
                on: {
                  ...accountUpdates,
                  'session.changeLanguage': changeAccountLanguage,
                },
              },
              savingLanguage: {
                invoke: {
                  id: 'saveLanguage',
                  src: 'saveLanguage',
                  input: ({ context }) => ({ lang: context.pendingLang ?? context.lang }),
                  onDone: {
                    target: 'ready',
                    actions: [
                      assign({
                        lang: ({ context }) => context.pendingLang ?? context.lang,
                        langChosenHere: true,
                        pendingLang: null,
                      }),
                      { type: 'setLocale', params: ({ context }) => ({ lang: context.lang }) },
                      'reloadPage',
                    ],
                  },
                  onError: {
                    target: 'ready',
                    actions: assign({
                      pendingLang: null,
                      error: ({ event }) => failureMessage(event.error),
                    }),
                  },
                },
              },
            },
          },
          loggingOut: {
            invoke: {
              id: 'logout',
              src: 'logout',
              // The local logout happens whatever the server answers.
              onDone: { target: 'anonymous', actions: [...localLogout] },
              onError: { target: 'anonymous', actions: [...localLogout] },
            },
          },
        },
      },
      /** A screen's Retry of an optional start-up load that failed (one at a time). */
      startupRetry: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'startup.retry': [
                {
                  guard: { type: 'isRetryOf', params: { data: 'countries' } },
                  target: 'countries',
                },
                { guard: { type: 'isRetryOf', params: { data: 'products' } }, target: 'products' },
                {
                  guard: { type: 'isRetryOf', params: { data: 'translations' } },
                  target: 'translations',
                },
              ],
            },
          },
          countries: {
            invoke: {
              id: 'reloadCountries',
              src: 'loadCountries',
              onDone: {
                target: 'idle',
                actions: {
                  type: 'takeStartupData',
                  params: ({ event }) => ({ countries: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordStartupFailure',
                  params: ({ event }) => ({ data: 'countries', error: event.error }),
                },
              },
            },
          },
          products: {
            invoke: {
              id: 'reloadProducts',
              src: 'loadProducts',
              onDone: {
                target: 'idle',
                actions: {
                  type: 'takeStartupData',
                  params: ({ event }) => ({ products: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordStartupFailure',
                  params: ({ event }) => ({ data: 'products', error: event.error }),
                },
              },
            },
          },
          translations: {
            invoke: {
              id: 'reloadTranslations',
              src: 'loadTranslations',
              onDone: {
                target: 'idle',
                actions: {
                  type: 'takeStartupData',
                  params: ({ event }) => ({ translations: event.output }),
                },
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'recordStartupFailure',
                  params: ({ event }) => ({ data: 'translations', error: event.error }),
                },
              },
            },
          },
        },
      },
      loginPrompt: {
        initial: 'ready',
        states: {
          ready: {
            on: { 'session.unauthorized': { target: 'coolingDown', actions: 'showLoginPrompt' } },
          },
          coolingDown: {
            after: { loginPromptThrottle: 'ready' },
          },
        },
      },
      visibility: {
        initial: 'visible',
        states: {
          visible: { on: { 'app.hidden': 'hidden' } },
          hidden: {
            on: { 'app.visible': 'visible' },
            after: { backgroundThreshold: 'away' },
          },
          away: {
            on: {
              'app.visible': { target: 'visible', actions: raise({ type: 'session.recheck' }) },
            },
          },
        },
      },
    },
  });
}

/** The session machine (see `createSessionMachine`'s doc comment for how the app builds it). */
export type SessionMachine = ReturnType<typeof buildSessionMachine>;

/**
 * The session machine with its defaults: I/O actors that fail loudly and effects that do nothing (the
 * models, the stories and the tests provide theirs). Built only where it is used: the app builds its
 * own with `createSessionMachine`, so a bundle that never reads this drops it.
 */
export const sessionMachine: SessionMachine = /* @__PURE__ */ buildSessionMachine();

/**
 * The session machine with the app's implementations, built once (measured: the largest of the app's
 * machines; built at module load and then provided, about a third of the entry's evaluation).
 */
export const createSessionMachine = /* @__PURE__ */ builtOnce(buildSessionMachine);
