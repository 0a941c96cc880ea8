import { assign, raise, setup, stateIn, type SnapshotFrom } from 'xstate';
import { failureMessage, notProvided } from '../shared/io';
import { builtOnce, type Nothing, type Provided } from '../shared/provided';
import { RECONNECT_CAPPED_ATTEMPT, reconnectDelay } from './backoff';
import {
  addWants,
  DEFAULT_DESTINATIONS,
  newDestinations,
  releaseWants,
  wantedDestinations,
} from './destinations';
import type { ConnectInput, SnapshotName, SocketContext, SocketEvent, SocketInput } from './types';

/** STOMP heart-beat both ways (spec §7, §9). */
export const HEARTBEAT_MS = 2000;
/** A start request that finds a connect in progress is retried after 1 s (spec §4, §9). */
export const CONNECT_IN_PROGRESS_RETRY_MS = 1000;
/** After this long in the background the price stream reconnects on return (spec §4, §9). */
export const BACKGROUND_RECONNECT_MS = 10_000;

/**
 * The STOMP connection, and the one record of its subscriptions: connect with the token, reconnect
 * with jittered backoff, keep the role's destinations plus the app's price topics subscribed (each
 * once; a price topic as long as any screen watches it), re-subscribe and ask for snapshot re-reads
 * after a reconnect, and say when shown data is stale. The app supplies the `connect` actor (a STOMP
 * client) and the subscribe/unsubscribe/close/snapshot actions; its adapter keeps no list of its own.
 */
function buildSocketMachine(provided: Provided = {}) {
  const socketSetup = setup({
    types: {
      context: {} as SocketContext,
      events: {} as SocketEvent,
      input: {} as SocketInput,
    },
    actors: {
      /** Resolves once the server answered CONNECTED; rejects when the connect fails. */
      connect: notProvided<void, ConnectInput>('connect'),
      ...(provided.actors as Nothing),
    },
    actions: {
      subscribe: (_, _params: { destinations: string[] }) => {},
      unsubscribe: (_, _params: { destinations: string[] }) => {},
      closeConnection: () => {},
      requestSnapshots: (_, _params: { snapshots: SnapshotName[] }) => {},
      /** Spec §8: a socket failure is logged (and retried). */
      logFailure: (_, _params: { message: string }) => {},
      markDisconnected: assign({ subscribed: [], stale: true }),
      countFailure: assign({
        failures: ({ context }) => Math.min(context.failures + 1, RECONNECT_CAPPED_ATTEMPT + 1),
      }),
      ...(provided.actions as Nothing),
    },
    guards: {
      isSameToken: ({ context }, params: { token: string | null }) =>
        context.token === params.token,
      hasConnectedBefore: ({ context }) => context.hasConnected,
      isConnecting: stateIn('#socket.connection.connecting'),
      ...(provided.guards as Nothing),
    },
    delays: {
      reconnect: ({ context }) => reconnectDelay(Math.max(0, context.failures - 1)),
      connectInProgressRetry: CONNECT_IN_PROGRESS_RETRY_MS,
      backgroundReconnect: BACKGROUND_RECONNECT_MS,
      ...(provided.delays as Nothing),
    },
  });

  /**
   * Brings the live connection's subscriptions to what is wanted now (the role's set plus what the app
   * asked for, never an account's topic on a guest connection): unsubscribes what is no longer wanted,
   * subscribes what is missing, each once.
   */
  const syncSubscriptions = socketSetup.enqueueActions(({ context, enqueue }) => {
    const wanted = wantedDestinations(context.destinations, context.token, context.requested);
    const gone = context.subscribed.filter((d) => !wanted.includes(d));
    const added = newDestinations(wanted, context.subscribed);
    if (gone.length > 0) enqueue({ type: 'unsubscribe', params: { destinations: gone } });
    if (added.length > 0) enqueue({ type: 'subscribe', params: { destinations: added } });
    enqueue.assign({
      subscribed: [...context.subscribed.filter((d) => wanted.includes(d)), ...added],
    });
  });

  return socketSetup.createMachine({
    id: 'socket',
    type: 'parallel',
    context: ({ input }) => ({
      token: null,
      destinations: input.destinations ?? DEFAULT_DESTINATIONS,
      requested: [],
      subscribed: [],
      failures: 0,
      hasConnected: false,
      awaitingSnapshots: false,
      stale: true,
      deferred: null,
      lastError: null,
    }),
    states: {
      connection: {
        initial: 'idle',
        // Without a live connection only the wish list changes; `connected` overrides both.
        on: {
          'socket.subscribe': {
            actions: assign({
              requested: ({ context, event }) => addWants(context.requested, event.destinations),
            }),
          },
          'socket.unsubscribe': {
            actions: assign({
              requested: ({ context, event }) =>
                releaseWants(context.requested, event.destinations),
            }),
          },
        },
        states: {
          idle: {
            on: {
              'socket.start': {
                target: 'connecting',
                actions: assign({ token: ({ event }) => event.token, failures: 0 }),
              },
            },
          },
          connecting: {
            invoke: {
              id: 'connect',
              src: 'connect',
              input: ({ context }) => ({
                token: context.token,
                heartbeat: { incoming: HEARTBEAT_MS, outgoing: HEARTBEAT_MS },
              }),
              onDone: [
                { guard: 'hasConnectedBefore', target: 'connected.rereading' },
                { target: 'connected' },
              ],
              onError: {
                target: 'waiting',
                actions: [
                  'countFailure',
                  assign({ lastError: ({ event }) => failureMessage(event.error) }),
                  {
                    type: 'logFailure',
                    params: ({ event }) => ({ message: failureMessage(event.error) }),
                  },
                ],
              },
            },
            on: {
              // Remembered; the `deferral` region retries it after 1 s.
              'socket.start': {
                actions: assign({ deferred: ({ event }) => ({ token: event.token }) }),
              },
              'socket.stop': { target: 'idle', actions: ['closeConnection', 'markDisconnected'] },
            },
          },
          connected: {
            entry: [
              assign({
                subscribed: ({ context }) =>
                  wantedDestinations(context.destinations, context.token, context.requested),
                failures: 0,
                stale: false,
                lastError: null,
              }),
              {
                type: 'subscribe',
                params: ({ context }) => ({ destinations: context.subscribed }),
              },
            ],
            initial: 'fresh',
            states: {
              fresh: {},
              /** A reconnect: snapshots must be re-read before increment topics are trusted. */
              rereading: {
                entry: [
                  assign({ awaitingSnapshots: true }),
                  {
                    type: 'requestSnapshots',
                    params: ({ context }) => ({
                      snapshots:
                        context.token === null
                          ? (['products'] satisfies SnapshotName[])
                          : (['products', 'unreadCount', 'money'] satisfies SnapshotName[]),
                    }),
                  },
                ],
                exit: assign({ awaitingSnapshots: false }),
                on: { 'socket.snapshotsRead': 'fresh' },
              },
            },
            exit: assign({ hasConnected: true }),
            on: {
              'socket.subscribe': {
                actions: [
                  assign({
                    requested: ({ context, event }) =>
                      addWants(context.requested, event.destinations),
                  }),
                  syncSubscriptions,
                ],
              },
              'socket.unsubscribe': {
                actions: [
                  assign({
                    requested: ({ context, event }) =>
                      releaseWants(context.requested, event.destinations),
                  }),
                  syncSubscriptions,
                ],
              },
              'socket.start': [
                { guard: { type: 'isSameToken', params: ({ event }) => ({ token: event.token }) } },
                {
                  target: 'connecting',
                  actions: [
                    'closeConnection',
                    'markDisconnected',
                    assign({ token: ({ event }) => event.token }),
                  ],
                },
              ],
              'socket.dropped': {
                target: 'waiting',
                actions: [
                  'markDisconnected',
                  'countFailure',
                  assign({ lastError: ({ event }) => event.reason }),
                  { type: 'logFailure', params: ({ event }) => ({ message: event.reason }) },
                ],
              },
              'socket.resume': {
                target: 'connecting',
                actions: ['closeConnection', 'markDisconnected'],
              },
              'socket.stop': { target: 'idle', actions: ['closeConnection', 'markDisconnected'] },
            },
          },
          /**
           * Between connections the adapter still holds the last connection's role destinations (they are
           * re-subscribed on the next connect). A new token or a stop lets them go first: a guest that
           * asks for an account's topics is refused by the server, and would be forever (spec §6).
           */
          waiting: {
            after: { reconnect: 'connecting' },
            on: {
              'socket.start': [
                {
                  guard: { type: 'isSameToken', params: ({ event }) => ({ token: event.token }) },
                  target: 'connecting',
                },
                {
                  target: 'connecting',
                  actions: ['closeConnection', assign({ token: ({ event }) => event.token })],
                },
              ],
              'socket.resume': 'connecting',
              'socket.stop': { target: 'idle', actions: 'closeConnection' },
            },
          },
        },
      },
      deferral: {
        initial: 'none',
        states: {
          none: {
            on: { 'socket.start': { guard: 'isConnecting', target: 'deferred' } },
          },
          deferred: {
            on: { 'socket.stop': { target: 'none', actions: assign({ deferred: null }) } },
            after: {
              connectInProgressRetry: {
                target: 'none',
                actions: [
                  raise(({ context }) => ({
                    type: 'socket.start' as const,
                    token: context.deferred?.token ?? null,
                  })),
                  assign({ deferred: null }),
                ],
              },
            },
          },
        },
      },
      visibility: {
        initial: 'visible',
        states: {
          visible: { on: { 'app.hidden': 'hidden' } },
          hidden: {
            on: { 'app.visible': 'visible' },
            after: { backgroundReconnect: 'away' },
          },
          away: {
            on: { 'app.visible': { target: 'visible', actions: raise({ type: 'socket.resume' }) } },
          },
        },
      },
    },
  });
}

/** The socket machine (see `createSocketMachine` for how the app builds it). */
export type SocketMachine = ReturnType<typeof buildSocketMachine>;

/**
 * The socket machine with its defaults: a `connect` that fails loudly and effects that do nothing (the
 * models, the stories and the tests provide theirs). The app builds its own with `createSocketMachine`,
 * so a bundle that never reads this drops it.
 */
export const socketMachine: SocketMachine = /* @__PURE__ */ buildSocketMachine();

/** The socket machine with the app's implementations, built once. */
export const createSocketMachine = /* @__PURE__ */ builtOnce(buildSocketMachine);

/**
 * The live connection was lost and is not back: waiting to retry, or retrying after a failure. The
 * first connect of a page and a switch of token (login, logout) are not a loss. The app tells the user
 * while this holds (spec §8: a socket failure is retried; ARCHITECTURE.md: prices shown stale).
 */
export function isConnectionLost(snapshot: SnapshotFrom<typeof socketMachine>): boolean {
  return (
    snapshot.matches({ connection: 'waiting' }) ||
    (snapshot.matches({ connection: 'connecting' }) && snapshot.context.failures > 0)
  );
}

/** The machine with a given random source for the reconnect jitter (seeded in tests). */
export function withReconnectRandom(random: () => number) {
  return socketMachine.provide({
    delays: {
      reconnect: ({ context }) => reconnectDelay(Math.max(0, context.failures - 1), random),
    },
  });
}
