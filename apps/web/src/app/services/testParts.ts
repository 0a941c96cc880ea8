import { createApiClient, type ApiError } from '@repo/api-schema/client';
import { fixtures } from '@repo/api-schema/mocks';
import { createPriceStore, type FrameScheduler, type PageVisibility } from '../../platform/prices';
import type { ConnectOptions, MessageListener, StompConnection } from '../../platform/stomp';
import {
  createClientStorage,
  createMemoryKeyValueStorage,
  createLanguageStore,
  createTradePopupFlag,
  type TokenStore,
} from '../../platform/storage';
import type { VisibilityTracker } from '../../platform/visibility';
import type {
  AppServices,
  ErrorNotice,
  PlatformParts,
} from '../../shared/services/AppServicesContext';
import { createAppServices } from './appServices';
import { errorToastMiddleware } from './errorToasts';

type Reply = { code: number; msg?: string; data?: unknown; status?: number };
/** Answers by API path; an answer may be a promise, to hold a call until the test lets it through. */
export type Routes = Record<string, (body: unknown, request: Request) => Reply | Promise<Reply>>;

/** Tokens of the fake server's guest sessions start with this; any other token is the user's. */
export const GUEST_TOKEN_PREFIX = 'guest-';

/**
 * Answers for start-up: a site with default parameters; checkLogin says what the token is, as the
 * contract does (a guest token names a guest session). The real server answers the session flows in
 * appServices.server.test.ts.
 */
export function bootRoutes(settings: Record<string, string> = {}): Routes {
  return {
    '/common/dictEnumMapAll': () => ({ code: 0, data: {} }),
    '/country/list': () => ({ code: 0, data: [] }),
    '/trade/product/list': () => ({ code: 0, data: fixtures.products }),
    '/translation/list': () => ({ code: 0, data: {} }),
    '/common/dict/allMap': () => ({ code: 0, data: { SHOW_NEW_NOTICE_OPEN: '1', ...settings } }),
    '/oauth/checkLogin': (_body, request) => {
      const token = request.headers.get('x-user-token');
      const role = !token ? null : token.startsWith(GUEST_TOKEN_PREFIX) ? 'guest' : 'user';
      return { code: 0, data: { isLogin: role !== null, role } };
    },
    '/user/info': () => ({ code: 0, data: fixtures.userInfo }),
    '/user/message/noReadNum': () => ({ code: 0, data: 3 }),
    '/user/money/info': () => ({ code: 0, data: fixtures.userMoney }),
    '/user/level/info': () => ({ code: 0, data: fixtures.userLevelInfo }),
    '/user/logout': () => ({ code: 0, data: null }),
    '/banner/home_carousel/list': () => ({ code: 0, data: fixtures.banners }),
    '/user/getUserNotice': () => ({ code: 0, data: null }),
    '/user/message/list/1': () => ({
      code: 0,
      data: { list: fixtures.notices, total: fixtures.notices.length, page: 1, limit: 5 },
    }),
  };
}

/**
 * A STOMP connection in memory: connects when told, records every subscribe and unsubscribe it is
 * asked for (`log`), and delivers by hand to what the live connection holds.
 */
export function createFakeStomp() {
  const held = new Set<string>();
  const messageListeners = new Set<MessageListener>();
  const dropListeners = new Set<(reason: string) => void>();
  const connects: ConnectOptions[] = [];
  const log: string[] = [];
  let connected = false;
  const stomp: StompConnection & {
    connects: ConnectOptions[];
    /** `subscribe <destination>` / `unsubscribe <destination>` / `connect` in the order asked. */
    log: string[];
    destinations(): string[];
    deliver(destination: string, body: unknown): void;
    drop(reason: string): void;
  } = {
    get connected() {
      return connected;
    },
    connects,
    log,
    connect(options) {
      connects.push(options);
      log.push('connect');
      held.clear();
      connected = true;
      return Promise.resolve();
    },
    disconnect() {
      connected = false;
      held.clear();
      return Promise.resolve();
    },
    onDropped(listener) {
      dropListeners.add(listener);
      return () => void dropListeners.delete(listener);
    },
    subscribe(destination) {
      log.push(`subscribe ${destination}`);
      if (connected) held.add(destination);
    },
    unsubscribe(destination) {
      log.push(`unsubscribe ${destination}`);
      held.delete(destination);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => void messageListeners.delete(listener);
    },
    destinations: () => [...held].sort(),
    deliver(destination, body) {
      if (!held.has(destination)) return;
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      for (const listener of messageListeners) listener(destination, text);
    },
    drop(reason) {
      connected = false;
      held.clear();
      for (const listener of dropListeners) listener(reason);
    },
  };
  return stomp;
}

const manualFrames: FrameScheduler = {
  request: (callback) => {
    queueMicrotask(callback);
    return 1;
  },
  cancel: () => undefined,
};

const alwaysVisible: PageVisibility & VisibilityTracker = {
  isHidden: () => false,
  subscribe: () => () => undefined,
  onReturn: () => () => undefined,
  onLeave: () => () => undefined,
  dispose: () => undefined,
};

type Hooks = { onUnauthorized: (error: ApiError) => void; onError: (notice: ErrorNotice) => void };

/** Platform parts for tests: a fetch answering from `routes`, memory storage, the fake STOMP. */
export function createTestParts(
  routes: Routes,
  hooks: Hooks,
  options: { token?: string | null } = {},
) {
  return createTestPartsOver(
    async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const route = routes[path];
      if (!route) return new Response('not found', { status: 404 });
      const { status = 200, ...reply } = await route(null, request);
      return new Response(JSON.stringify({ msg: 'success', data: null, ...reply }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
    hooks,
    options,
  );
}

/**
 * Platform parts whose API client sends its requests with `send` (to `baseUrl`): memory storage, the
 * fake STOMP (or the `stomp` connection given), and `calls`, the API paths called in order.
 */
export function createTestPartsOver(
  send: (request: Request) => Promise<Response>,
  hooks: Hooks,
  options: { token?: string | null; baseUrl?: string; stomp?: StompConnection } = {},
) {
  let token = options.token ?? null;
  const tokens: TokenStore = {
    get: () => token,
    set: (value) => void (token = value),
    clear: () => void (token = null),
  };
  const local = createMemoryKeyValueStorage();
  const calls: string[] = [];
  const stomp = createFakeStomp();
  const reloads = { count: 0 };
  const parts: PlatformParts = {
    tokens,
    languages: createLanguageStore(local),
    tradePopup: createTradePopupFlag(createMemoryKeyValueStorage()),
    sessionFlags: createMemoryKeyValueStorage(),
    api: createApiClient({
      baseUrl: options.baseUrl ?? 'http://app.test',
      storage: createClientStorage(tokens, local),
      onUnauthorized: hooks.onUnauthorized,
      middleware: [errorToastMiddleware(hooks.onError)],
      fetch: (request) => {
        calls.push(new URL(request.url).pathname.replace(/^\/api/, ''));
        return send(request);
      },
    }),
    // A real connection (to the in-process server) when the test brings one.
    stomp: options.stomp ?? stomp,
    prices: createPriceStore({ frames: manualFrames, visibility: alwaysVisible }),
    visibility: alwaysVisible,
    reload: () => void (reloads.count += 1),
  };
  return { parts, calls, stomp, tokens, reloads };
}

/** Started services on the test parts (unit tests, stories): a guest unless a token is given. */
export function createTestServices(
  options: { routes?: Routes; token?: string | null } = {},
): AppServices {
  const services = createAppServices(
    (hooks) =>
      createTestParts(options.routes ?? bootRoutes(), hooks, { token: options.token ?? null })
        .parts,
  );
  services.start();
  return services;
}
