import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiError } from '@repo/api-schema/client';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { canSubscribe, stompDestinations } from '@repo/api-schema/stomp';
import {
  sessionMachine,
  type Bootstrap,
  type CheckLoginOutput,
  type Country,
  type SessionEvent,
  type UserInfo,
  type UserLevel,
  type UserMoney,
} from '@repo/machines/session';
import { isConnectionLost, socketMachine, type DestinationSets } from '@repo/machines/socket';
import { noticeDialogMachine, type Notice } from '@repo/machines/notice-dialog';
import { createAppApiClient } from '../../platform/api';
import { createPriceStore, type PriceStore } from '../../platform/prices';
import { createStompConnection, type StompConnection } from '../../platform/stomp';
import {
  createDocumentCookieJar,
  createLanguageStore,
  createTokenStore,
  createTradePopupFlag,
  resilientStorage,
  type KeyValueStorage,
  type LanguageStore,
  type TokenStore,
  type TradePopupFlag,
} from '../../platform/storage';
import { createVisibilityTracker, type VisibilityTracker } from '../../platform/visibility';
import { createSignal, type Signal } from './signal';
import { errorToastMiddleware, type ErrorNotice } from './errorToasts';

/** Spec §6: guests get the notice, UI-refresh and dictionary-refresh topics; users also their own. */
export const ROLE_DESTINATIONS: DestinationSets = {
  guest: [
    stompDestinations.refreshNotice.destination,
    stompDestinations.refreshUiUser.destination,
    stompDestinations.refreshDict.destination,
  ],
  user: [
    stompDestinations.refreshNotice.destination,
    stompDestinations.refreshUiUser.destination,
    stompDestinations.refreshDict.destination,
    stompDestinations.userInfo.destination,
    stompDestinations.userMoney.destination,
    stompDestinations.newNotice.destination,
    stompDestinations.noticeNum.destination,
  ],
};

/** sessionStorage key: the unread-message prompt was shown in this browser session. */
export const UNREAD_PROMPTED_KEY = 'unreadPrompted';

/** Everything the app's platform side is made of, created once per page. */
export interface PlatformParts {
  tokens: TokenStore;
  languages: LanguageStore;
  tradePopup: TradePopupFlag;
  /** sessionStorage: what this browser session has already been shown (the unread prompt). */
  sessionFlags: KeyValueStorage;
  api: ApiClient;
  stomp: StompConnection;
  prices: PriceStore;
  visibility: VisibilityTracker;
  /** Reload the page (UI refresh topic, language change). */
  reload(): void;
  /** The browser says the network went away: the live connection is lost before heart-beats tell. */
  onOffline?(listener: () => void): () => void;
  /** The network is back: a lost connection retries now instead of at the end of its backoff. */
  onOnline?(listener: () => void): () => void;
}

export interface AppServices {
  readonly parts: PlatformParts;
  readonly api: ApiClient;
  readonly prices: PriceStore;
  readonly stomp: StompConnection;
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly socket: ActorRefFrom<typeof socketMachine>;
  readonly notices: ActorRefFrom<typeof noticeDialogMachine>;
  /** Countries with dialling codes and language names, as loaded at startup. */
  readonly countries: Signal<readonly Schema<'Country'>[]>;
  /** "Please Login First" requests (throttled by the session machine). */
  readonly loginPrompt: Signal<number>;
  /** Generic error messages of spec §8 (codes below 1000). */
  readonly errors: Signal<ErrorNotice | null>;
  /**
   * Bumped when the notices behind the lists change (refresh-notice topic, a new notice for this
   * user): screens that show notices or messages read it into their load key and load again.
   */
  readonly noticeRevision: Signal<number>;
  /** Where "view now" of the unread prompt goes (the router supplies it). */
  onOpenMessages(listener: () => void): void;
  /** Call once the app is mounted; returns the stop function. */
  start(): () => void;
}

/** The real browser parts: cookie token, localStorage language, STOMP over this origin. */
export function createBrowserParts(
  onUnauthorized: (error: ApiError) => void,
  onError: (notice: ErrorNotice) => void,
  fileHost: () => string | null = () => null,
): PlatformParts {
  const tokens = createTokenStore(createDocumentCookieJar());
  const local = resilientStorage(() => window.localStorage);
  const visibility = createVisibilityTracker();
  const sessionStorage = resilientStorage(() => window.sessionStorage);
  return {
    tokens,
    languages: createLanguageStore(local),
    tradePopup: createTradePopupFlag(sessionStorage),
    sessionFlags: sessionStorage,
    api: createAppApiClient({
      tokens,
      local,
      onUnauthorized,
      middleware: [errorToastMiddleware(onError)],
      fileHost: () => fileHost() ?? window.location.host,
    }),
    stomp: createStompConnection(),
    prices: createPriceStore({ visibility }),
    visibility,
    reload: () => window.location.reload(),
    onOffline(listener) {
      window.addEventListener('offline', listener);
      return () => window.removeEventListener('offline', listener);
    },
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
  };
}

/**
 * `{host}` in file URLs (spec §7): the host of FILE_UPLOAD_DOMAIN, or of IP_FILE_UPLOAD_DOMAIN when the
 * site is reached by IP address; null (same host) when unset or not a URL.
 */
export function uploadHost(
  settings: Record<string, string> | undefined,
  pageHost: string = globalThis.location?.hostname ?? '',
): string | null {
  const byIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(pageHost) || pageHost.includes(':');
  const domain =
    (byIp ? settings?.IP_FILE_UPLOAD_DOMAIN : undefined) || settings?.FILE_UPLOAD_DOMAIN;
  if (!domain) return null;
  try {
    return new URL(domain).host;
  } catch {
    return /^[\w.-]+(:\d+)?$/.test(domain) ? domain : null;
  }
}

const toUserInfo = (user: Schema<'UserInfo'>): UserInfo => ({
  id: String(user.id),
  code: user.code,
  lang: user.lang,
  role: user.role === 'guest' ? 'guest' : 'user',
  isLoginPop: user.isLoginPop,
});

const toMoney = (money: Schema<'UserMoney'>): UserMoney => ({ ...money });

/** The server's word on a stored token (contract checkLogin): a guest session is a session too. */
const toCheckLogin = (result: Schema<'CheckLoginResult'>): CheckLoginOutput => ({
  isLogin: result.isLogin,
  role: !result.isLogin ? null : result.role === 'guest' ? 'guest' : 'user',
});

/**
 * What the login, guest-login and register screens hand the session: the answer they already have
 * (its token is stored by the client), so the session neither re-checks it nor reads the user again.
 */
export const loggedInEvent = (result: Schema<'LoginResult'>): SessionEvent => ({
  type: 'session.loggedIn',
  user: toUserInfo(result.userInfo),
});

/**
 * The session, socket and notice-dialog machines with their I/O supplied by the platform adapters
 * (ARCHITECTURE.md "Flows that cross packages"). Pure wiring: every decision stays in the machines.
 */
export function createAppServices(
  build: (hooks: {
    onUnauthorized: (error: ApiError) => void;
    onError: (notice: ErrorNotice) => void;
    /** The host that replaces `{host}` in file URLs (FILE_UPLOAD_DOMAIN), once the settings are in. */
    fileHost: () => string | null;
  }) => PlatformParts = ({ onUnauthorized, onError, fileHost }) =>
    createBrowserParts(onUnauthorized, onError, fileHost),
): AppServices {
  const loginPrompt = createSignal(0);
  const countries = createSignal<readonly Schema<'Country'>[]>([]);
  const errors = createSignal<ErrorNotice | null>(null);
  const noticeRevision = createSignal(0);
  const bumpNoticeRevision = () => noticeRevision.set(noticeRevision.get() + 1);
  // The machines are created below; the client's hooks reach them through these late bindings.
  let sessionRef: ActorRefFrom<typeof sessionMachine> | null = null;
  const parts = build({
    onUnauthorized: () => sessionRef?.send({ type: 'session.unauthorized' }),
    onError: (notice) => errors.set(notice),
    fileHost: () => uploadHost(sessionRef?.getSnapshot().context.bootstrap.settings),
  });
  const { api, tokens, stomp, prices } = parts;

  // --- socket -------------------------------------------------------------------------------
  /** Role destinations held on the connection, with their adapter unsubscribe functions. */
  const held = new Map<string, () => void>();
  /**
   * User-only destinations wait until the server has said who this is: a connection whose token the
   * server does not accept is a guest one, and a guest subscribing to a user topic gets an ERROR.
   */
  const waitingForUser = new Set<string>();
  const hold = (destination: string) => {
    if (held.has(destination)) return;
    held.set(
      destination,
      stomp.subscribe(destination, (body) => onTopic(destination, body)),
    );
  };
  const isConfirmedUser = () => session.getSnapshot().context.user?.role === 'user';
  const releaseAll = () => {
    for (const stop of held.values()) stop();
    held.clear();
    waitingForUser.clear();
  };

  const socket = createActor(
    socketMachine.provide({
      actors: {
        connect: fromPromise(({ input }) =>
          stomp.connect({ token: input.token, heartbeat: input.heartbeat }),
        ),
      },
      actions: {
        subscribe: (_, { destinations }) => {
          for (const destination of destinations) {
            if (!canSubscribe(destination, 'guest') && !isConfirmedUser()) {
              waitingForUser.add(destination);
            } else hold(destination);
          }
        },
        unsubscribe: (_, { destinations }) => {
          for (const destination of destinations) {
            held.get(destination)?.();
            held.delete(destination);
            waitingForUser.delete(destination);
          }
        },
        // A new token or a stop: the next connection subscribes its own role's set afresh.
        closeConnection: () => {
          releaseAll();
          void stomp.disconnect();
        },
        requestSnapshots: (_, { snapshots }) => void rereadSnapshots(snapshots),
        logFailure: (_, { message }) => console.warn(`[socket] ${message}; retrying`),
      },
    }),
    { input: { destinations: ROLE_DESTINATIONS } },
  );

  // --- notice dialogs -------------------------------------------------------------------------
  const notices = createActor(
    noticeDialogMachine.provide({
      actors: {
        markNoticeRead: fromPromise(async ({ input }) => {
          // A nonzero envelope code rejects inside the client.
          await api.POST('/user/message/signRead', {
            body: { id: Number(input.id), userId: Number(input.userId) },
          });
        }),
      },
      actions: {
        openMessages: () => openMessagesListener?.(),
        setTradePopupFlag: (_, { value }) => parts.tradePopup.set(value),
      },
    }),
    // SHOW_NEW_NOTICE_OPEN is only known after the settings load, so the flag is checked where the
    // notice arrives (onTopic) and the machine itself lets every notice through.
    { input: { siteNoticeAllowed: true, userId: null } },
  );
  let openMessagesListener: (() => void) | null = null;
  const siteNoticeAllowed = () =>
    session.getSnapshot().context.bootstrap.settings?.SHOW_NEW_NOTICE_OPEN === '1';

  // --- session --------------------------------------------------------------------------------
  const hasToken = () => tokens.get() !== null;

  const loadDictionaries = async () =>
    unwrap(await api.POST('/common/dictEnumMapAll')) as Bootstrap['dictionaries'];
  /** Refresh-dictionary topic: every dictionary again; a failed read keeps the ones we have. */
  const reloadDictionaries = async () => {
    try {
      session.send({ type: 'dictionaries.updated', dictionaries: await loadDictionaries() });
    } catch {
      // The error toast middleware has told the user if it was worth telling.
    }
  };

  const readNoticeCount = async () => unwrap(await api.GET('/user/message/noReadNum'));
  /** Refresh-notice topic, signed in: the unread count is read again (site notices count too). */
  const reloadNoticeCount = async () => {
    try {
      session.send({ type: 'notice.countLoaded', count: await readNoticeCount() });
    } catch {
      // The count stays as it was; the next topic or page load corrects it.
    }
  };

  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadDictionaries: fromPromise(loadDictionaries),
        loadCountries: fromPromise(async () => {
          const list = unwrap(await api.GET('/country/list'));
          countries.set(list);
          return list.map((country): Country => ({
            langCode: country.langCode,
            ...(country.langKey ? { langKey: country.langKey } : {}),
            name: country.name,
            icon: country.icon,
          }));
        }),
        loadProducts: fromPromise(async () =>
          unwrap(await api.GET('/trade/product/list')).map((product) => ({
            code: product.code,
            price: product.price,
          })),
        ),
        loadTranslations: fromPromise(async () => unwrap(await api.GET('/translation/list'))),
        loadSettings: fromPromise(
          async () => unwrap(await api.POST('/common/dict/allMap')) as Bootstrap['settings'],
        ),
        // Without a token there is no session to check: no call.
        checkLogin: fromPromise(async (): Promise<CheckLoginOutput> =>
          hasToken()
            ? toCheckLogin(unwrap(await api.POST('/oauth/checkLogin')))
            : { isLogin: false, role: null },
        ),
        loadUserInfo: fromPromise(async () => toUserInfo(unwrap(await api.POST('/user/info')))),
        loadNoticeCount: fromPromise(readNoticeCount),
        loadMoney: fromPromise(async () => toMoney(unwrap(await api.POST('/user/money/info')))),
        loadLevel: fromPromise(async (): Promise<UserLevel> => {
          const level = unwrap(await api.POST('/user/level/info'));
          return { level: level.level, name: level.name };
        }),
        logout: fromPromise<void, void>(async () => {
          await api.POST('/user/logout');
        }),
        saveLanguage: fromPromise<void, { lang: string }>(async ({ input }) => {
          await api.POST('/user/info/update', { body: { lang: input.lang } });
        }),
      },
      actions: {
        removeToken: () => tokens.clear(),
        disconnectSocket: () => socket.send({ type: 'socket.stop' }),
        startGuestSocket: () => socket.send({ type: 'socket.start', token: null }),
        connectUserSocket: () => socket.send({ type: 'socket.start', token: tokens.get() }),
        // This app keeps no customer-service list yet; nothing to clear.
        clearCustomerList: () => {},
        resetNoticePopup: () => {
          parts.sessionFlags.removeItem(UNREAD_PROMPTED_KEY);
          notices.send({ type: 'notice.reset' });
        },
        setTradePopupFlag: (_, { value }) => parts.tradePopup.set(value),
        showLoginPrompt: () => loginPrompt.set(loginPrompt.get() + 1),
        setLocale: (_, { lang }) => parts.languages.set(lang),
        reloadPage: () => parts.reload(),
      },
    }),
    {
      input: {
        lang: parts.languages.get() ?? 'en-US',
        langChosenHere: parts.languages.get() !== null,
      },
    },
  );
  sessionRef = session;

  // --- topics -----------------------------------------------------------------------------------
  function onTopic(destination: string, body: string) {
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return;
    }
    switch (destination) {
      case stompDestinations.userInfo.destination:
        session.send({ type: 'user.updated', user: toUserInfo(payload as Schema<'UserInfo'>) });
        return;
      case stompDestinations.userMoney.destination:
        session.send({ type: 'money.updated', money: toMoney(payload as Schema<'UserMoney'>) });
        return;
      case stompDestinations.newNotice.destination: {
        session.send({ type: 'notice.received' });
        bumpNoticeRevision();
        const notice = payload as Schema<'Notice'>;
        if (siteNoticeAllowed())
          notices.send({ type: 'notice.siteNotice', notice: toNotice(notice) });
        return;
      }
      case stompDestinations.noticeNum.destination: {
        const count = (payload as { count?: unknown }).count;
        if (typeof count === 'number') session.send({ type: 'notice.countAdded', count });
        return;
      }
      case stompDestinations.refreshUiUser.destination:
        parts.reload();
        return;
      case stompDestinations.refreshDict.destination:
        void reloadDictionaries();
        return;
      case stompDestinations.refreshNotice.destination:
        bumpNoticeRevision();
        // Guests have no messages: only an account reads its unread count.
        if (session.getSnapshot().context.user?.role === 'user') void reloadNoticeCount();
        return;
      default:
        return;
    }
  }

  /** After a reconnect: re-read the snapshots before increment topics are trusted. */
  async function rereadSnapshots(snapshots: readonly string[]) {
    try {
      for (const name of snapshots) {
        // A logout may have begun while the earlier reads ran: no more account reads with its token.
        const now = session.getSnapshot();
        const ended =
          now.matches({ lifecycle: 'loggingOut' }) || now.matches({ lifecycle: 'anonymous' });
        if (ended && name !== 'products') continue;
        if (name === 'products') {
          const products = unwrap(await api.GET('/trade/product/list'));
          for (const product of products) {
            const current = prices.getQuote(product.code);
            if (current) prices.push({ ...current, priceUsd: product.price });
          }
        } else if (name === 'unreadCount') {
          session.send({ type: 'notice.countLoaded', count: await readNoticeCount() });
        } else if (name === 'money') {
          session.send({
            type: 'money.updated',
            money: toMoney(unwrap(await api.POST('/user/money/info'))),
          });
        }
      }
    } catch (error) {
      // A failed read is the API middleware's to report (errors, 401 logout); not an unhandled rejection.
      void error;
    } finally {
      socket.send({ type: 'socket.snapshotsRead' });
    }
  }

  return {
    parts,
    api,
    prices,
    stomp,
    session,
    socket,
    notices,
    loginPrompt,
    countries,
    errors,
    noticeRevision,
    onOpenMessages(listener) {
      openMessagesListener = listener;
    },
    start() {
      const stops: (() => void)[] = [];
      socket.start();
      notices.start();
      session.start();
      stops.push(
        stomp.onDropped((reason) => socket.send({ type: 'socket.dropped', reason })),
        parts.visibility.onLeave(() => {
          session.send({ type: 'app.hidden' });
          socket.send({ type: 'app.hidden' });
        }),
        parts.visibility.onReturn(() => {
          session.send({ type: 'app.visible' });
          socket.send({ type: 'app.visible' });
        }),
        parts.onOffline?.(() => {
          if (!stomp.connected) return;
          void stomp.disconnect();
          socket.send({ type: 'socket.dropped', reason: 'offline' });
        }) ?? (() => undefined),
        parts.onOnline?.(() => {
          if (isConnectionLost(socket.getSnapshot())) socket.send({ type: 'socket.resume' });
        }) ?? (() => undefined),
      );
      // The price store's stale marker follows the socket.
      let stale = socket.getSnapshot().context.stale;
      prices.setStale(stale);
      const socketWatch = socket.subscribe((snapshot) => {
        if (snapshot.context.stale === stale) return;
        stale = snapshot.context.stale;
        prices.setStale(stale);
      });
      stops.push(() => socketWatch.unsubscribe());
      // The notice dialog follows the session: who is logged in, the unread count, the site flag.
      const sessionWatch = session.subscribe((snapshot) => {
        const { user, noticeCount } = snapshot.context;
        if (user?.role === 'user' && waitingForUser.size > 0) {
          for (const destination of waitingForUser) hold(destination);
          waitingForUser.clear();
        }
        const userId = user && user.role === 'user' ? user.id : null;
        const noticeContext = notices.getSnapshot().context;
        if (noticeContext.userId !== userId)
          notices.send({ type: 'notice.sessionChanged', userId });
        // Once shown, the prompt stays away for the rest of the browser session, reloads included.
        const prompted = parts.sessionFlags.getItem(UNREAD_PROMPTED_KEY) === '1';
        if (
          !prompted &&
          noticeContext.unreadCount !== noticeCount &&
          snapshot.matches({ lifecycle: { signedIn: 'ready' } })
        ) {
          notices.send({ type: 'notice.unread', count: noticeCount });
        }
      });
      stops.push(() => sessionWatch.unsubscribe());
      const noticeWatch = notices.subscribe((snapshot) => {
        if (snapshot.matches('showingUnreadPrompt')) {
          parts.sessionFlags.setItem(UNREAD_PROMPTED_KEY, '1');
        }
      });
      stops.push(() => noticeWatch.unsubscribe());
      return () => {
        for (const stop of stops.reverse()) stop();
        session.stop();
        socket.stop();
        notices.stop();
        releaseAll();
        void stomp.disconnect();
        prices.dispose();
        parts.visibility.dispose();
      };
    },
  };

  function toNotice(notice: Schema<'Notice'>): Notice {
    return {
      id: String(notice.id),
      userId: notice.userId === null || notice.userId === undefined ? null : String(notice.userId),
      title: notice.title,
      ...(notice.subTitle ? { subTitle: notice.subTitle } : {}),
      description: notice.description,
    };
  }
}
