import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiError } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import {
  createSessionMachine,
  sameNoticeSession,
  selectNoticeSession,
  type SessionMachine,
} from '@repo/machines/session';
import { createSocketMachine, isConnectionLost } from '@repo/machines/socket';
import { createNoticeDialogMachine } from '@repo/machines/notice-dialog';
import { createAppApiClient, uploadHost } from '../../platform/api';
import { createPriceStore, watchPriceTopics } from '../../platform/prices';
import { createSessionIo } from '../../platform/session/sessionIo';
import { createStompConnection } from '../../platform/stomp';
import { createTopicRouter, ROLE_DESTINATIONS } from '../../platform/stomp/topicRouter';
import {
  createDocumentCookieJar,
  createLanguageStore,
  createTokenStore,
  createTradePopupFlag,
  resilientStorage,
} from '../../platform/storage';
import { createVisibilityTracker } from '../../platform/visibility';
import type {
  AppServices,
  ErrorNotice,
  PlatformParts,
} from '../../shared/services/AppServicesContext';
import { createSignal } from '../../shared/services/signal';
import { errorToastMiddleware } from './errorToasts';

/** sessionStorage key: the unread-message prompt was shown in this browser session. */
export const UNREAD_PROMPTED_KEY = 'unreadPrompted';

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

/** Builds the platform parts from the composition root's hooks. */
export type BuildParts = (hooks: {
  onUnauthorized: (error: ApiError) => void;
  onError: (notice: ErrorNotice) => void;
  /** The host that replaces `{host}` in file URLs (FILE_UPLOAD_DOMAIN), once the settings are in. */
  fileHost: () => string | null;
}) => PlatformParts;

const browserBuild: BuildParts = ({ onUnauthorized, onError, fileHost }) =>
  createBrowserParts(onUnauthorized, onError, fileHost);

/**
 * The composition root: creates the session, socket and notice-dialog machines with their I/O supplied
 * by the platform adapters, and wires them to each other (ARCHITECTURE.md "Flows that cross
 * packages"). Every decision stays in the machines and the platform modules.
 */
export function createAppServices(build: BuildParts = browserBuild): AppServices {
  const steps = appServicesSteps(build);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same composition root with the browser's turn between its steps (`nextTask`): at start-up each
 * step is a short task of its own (the platform parts; the socket machine; its actor; the notice
 * machine and actor; the session machine; its actor), not one long task in which a tap waits.
 */
export async function createAppServicesInTurns(
  build: BuildParts,
  nextTask: () => Promise<void>,
): Promise<AppServices> {
  const steps = appServicesSteps(build);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}

function* appServicesSteps(build: BuildParts): Generator<void, AppServices, void> {
  const loginPrompt = createSignal(0);
  const countries = createSignal<readonly Schema<'Country'>[]>([]);
  const errors = createSignal<ErrorNotice | null>(null);
  const noticeRevision = createSignal(0);
  const orderRevision = createSignal(0);
  const ordersChanged = () => orderRevision.set(orderRevision.get() + 1);
  const moneyRevision = createSignal(0);
  const betUpdates = createSignal<Schema<'BetRecord'> | null>(null);
  let openMessages: (() => void) | null = null;
  // The machines are created below; the client's hooks reach them through this late binding.
  let sessionRef: ActorRefFrom<SessionMachine> | null = null;
  const parts = build({
    onUnauthorized: () => sessionRef?.send({ type: 'session.unauthorized' }),
    onError: (notice) => errors.set(notice),
    fileHost: () => uploadHost(sessionRef?.getSnapshot().context.bootstrap.settings),
  });
  const { api, tokens, stomp, prices, sessionFlags } = parts;
  const io = createSessionIo({ api, tokens, onCountries: (list) => countries.set(list) });
  yield;

  // The socket machine is the largest to build (its states and transitions), and its actor takes its
  // first state: a turn after each, as after the notice machine's.
  const socketMachine = createSocketMachine({
    actors: { connect: fromPromise(({ input }) => stomp.connect(input)) },
    actions: {
      subscribe: (_, { destinations }) => destinations.forEach((d) => stomp.subscribe(d)),
      unsubscribe: (_, { destinations }) => destinations.forEach((d) => stomp.unsubscribe(d)),
      closeConnection: () => void stomp.disconnect(),
      requestSnapshots: (_, { snapshots }) =>
        void io
          .rereadSnapshots(snapshots, session, prices, () => {
            const now = session.getSnapshot();
            return (
              now.matches({ lifecycle: 'loggingOut' }) || now.matches({ lifecycle: 'anonymous' })
            );
          })
          .catch(() => undefined)
          .finally(() => {
            // Order messages may have been missed while the socket was down.
            ordersChanged();
            socket.send({ type: 'socket.snapshotsRead' });
          }),
      logFailure: (_, { message }) => console.warn(`[socket] ${message}; retrying`),
    },
  });
  yield;

  const socket = createActor(socketMachine, { input: { destinations: ROLE_DESTINATIONS } });
  yield;

  const notices = createActor(
    createNoticeDialogMachine({
      actors: {
        // A nonzero envelope code rejects inside the client.
        markNoticeRead: fromPromise(async ({ input }) => {
          await api.POST('/user/message/signRead', {
            body: { id: Number(input.id), userId: Number(input.userId) },
          });
        }),
      },
      actions: {
        openMessages: () => openMessages?.(),
        setTradePopupFlag: (_, { value }) => parts.tradePopup.set(value),
        rememberUnreadPrompted: () => sessionFlags.setItem(UNREAD_PROMPTED_KEY, '1'),
        forgetUnreadPrompted: () => sessionFlags.removeItem(UNREAD_PROMPTED_KEY),
      },
    }),
    {
      input: {
        siteNoticeAllowed: false,
        userId: null,
        unreadPrompted: sessionFlags.getItem(UNREAD_PROMPTED_KEY) === '1',
      },
    },
  );

  yield;

  // Built once with the app's implementations (`provide` on a built machine would build it again).
  const sessionMachine = createSessionMachine({
    actors: io.actors,
    actions: {
      removeToken: () => tokens.clear(),
      disconnectSocket: () => socket.send({ type: 'socket.stop' }),
      startGuestSocket: () => socket.send({ type: 'socket.start', token: null }),
      connectUserSocket: () => socket.send({ type: 'socket.start', token: tokens.get() }),
      // This app keeps no customer-service list yet; nothing to clear.
      clearCustomerList: () => {},
      resetNoticePopup: () => notices.send({ type: 'notice.reset' }),
      setTradePopupFlag: (_, { value }) => parts.tradePopup.set(value),
      showLoginPrompt: () => loginPrompt.set(loginPrompt.get() + 1),
      setLocale: (_, { lang }) => parts.languages.set(lang),
      reloadPage: () => parts.reload(),
    },
  });
  yield;

  const session = createActor(sessionMachine, {
    input: {
      lang: parts.languages.get() ?? 'en-US',
      langChosenHere: parts.languages.get() !== null,
    },
  });
  sessionRef = session;

  const routeTopic = createTopicRouter({
    session,
    notices,
    prices,
    reload: () => parts.reload(),
    reloadDictionaries: () => void io.reloadDictionaries(session),
    noticesChanged: () => noticeRevision.set(noticeRevision.get() + 1),
    ordersChanged,
    moneyChanged: () => moneyRevision.set(moneyRevision.get() + 1),
    betChanged: (bet) => betUpdates.set(bet),
  });

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
    orderRevision,
    moneyRevision,
    betUpdates,
    watchPrices: (symbols) => watchPriceTopics(socket, symbols),
    onOpenMessages(listener) {
      openMessages = listener;
    },
    start() {
      socket.start();
      notices.start();
      session.start();
      const subscriptions = [
        socket.subscribe((snapshot) => prices.setStale(snapshot.context.stale)),
        session.subscribe((snapshot) => {
          const next = selectNoticeSession(snapshot);
          const { userId, unreadCount, siteNoticeAllowed } = notices.getSnapshot().context;
          if (!sameNoticeSession(next, { userId, unreadCount, siteNoticeAllowed }))
            notices.send({ type: 'notice.sessionUpdated', ...next });
        }),
      ];
      prices.setStale(socket.getSnapshot().context.stale);
      const stops = [
        stomp.onMessage(routeTopic),
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
        }),
        parts.onOnline?.(() => {
          if (isConnectionLost(socket.getSnapshot())) socket.send({ type: 'socket.resume' });
        }),
        ...subscriptions.map((subscription) => () => subscription.unsubscribe()),
      ];
      return () => {
        for (const stop of stops.reverse()) stop?.();
        session.stop();
        socket.stop();
        notices.stop();
        void stomp.disconnect();
        prices.dispose();
        parts.visibility.dispose();
      };
    },
  };
}
