import type { IMessage, StompConfig } from '@stomp/stompjs';
import { STOMP_ENDPOINT, STOMP_HEARTBEAT, STOMP_TOKEN_HEADER } from '@repo/api-schema/stomp';

/** The part of @stomp/stompjs's Client this adapter drives; tests pass a fake. */
export interface StompClientLike {
  connected: boolean;
  activate(): void;
  deactivate(): Promise<void>;
  subscribe(
    destination: string,
    callback: (message: Pick<IMessage, 'body'>) => void,
  ): {
    unsubscribe(): void;
  };
}

export type CreateStompClient = (config: StompConfig) => StompClientLike;

export interface ConnectOptions {
  /** Session token; null connects as a guest (no token header). */
  token: string | null;
  heartbeat?: { incoming: number; outgoing: number };
}

/** Every message of the connection, with the destination it came on (the topic router's input). */
export type MessageListener = (destination: string, body: string) => void;

/**
 * One STOMP connection at a time, driven by the socket machine: `connect` resolves on CONNECTED and
 * rejects when the attempt fails; a later drop is reported through `onDropped`. Retrying is the
 * machine's job (2 s, then backoff), so the library's own reconnect is switched off.
 *
 * A stateless relay for subscriptions: `subscribe` and `unsubscribe` act on the live connection
 * only, and a new connection starts with none. What is subscribed, and what to subscribe again after
 * a reconnect, is the socket machine's record alone.
 */
export interface StompConnection {
  connect(options: ConnectOptions): Promise<void>;
  disconnect(): Promise<void>;
  onDropped(listener: (reason: string) => void): () => void;
  /** Subscribe on the live connection (ignored without one: the next connect starts afresh). */
  subscribe(destination: string): void;
  unsubscribe(destination: string): void;
  onMessage(listener: MessageListener): () => void;
  readonly connected: boolean;
}

/** `ws://host/api/websocket/server`, or `wss://` when the page is on https. */
export function brokerUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${STOMP_ENDPOINT}`;
}

/**
 * The STOMP library, loaded with the first connect: the app paints and starts without it (the first
 * connect waits for start-up anyway), so it is not part of a page's first load.
 */
const loadDefaultClient = (): Promise<CreateStompClient> =>
  import('@stomp/stompjs').then(
    ({ Client }) =>
      (config) =>
        new Client(config),
  );

export function createStompConnection(
  options: { brokerURL?: string; createClient?: CreateStompClient } = {},
): StompConnection {
  const brokerURL = options.brokerURL ?? brokerUrlFor(window.location);
  /** The client factory once known: given (tests), or after the library has loaded. */
  let createClient: CreateStompClient | undefined = options.createClient;
  /** Bumped by every connect and disconnect: a connect still loading the library is then void. */
  let generation = 0;
  /** The live connection's STOMP subscription handles: what `unsubscribe` needs, nothing kept. */
  const live = new Map<string, { unsubscribe(): void }>();
  const dropListeners = new Set<(reason: string) => void>();
  const messageListeners = new Set<MessageListener>();
  let client: StompClientLike | null = null;

  const deliver = (destination: string) => (message: Pick<IMessage, 'body'>) => {
    for (const listener of messageListeners) listener(destination, message.body);
  };

  function dropped(reason: string) {
    live.clear();
    for (const listener of dropListeners) listener(reason);
  }

  async function disconnect() {
    generation += 1;
    const current = client;
    client = null;
    live.clear();
    if (current) await current.deactivate();
  }

  const connection: StompConnection = {
    get connected() {
      return client?.connected ?? false;
    },
    connect({ token, heartbeat = STOMP_HEARTBEAT }) {
      // A new connect replaces the current connection; its close must not count as a drop.
      void disconnect();
      if (!createClient) {
        const mine = generation;
        return loadDefaultClient().then((loaded) => {
          createClient = loaded;
          if (mine !== generation) throw new Error('replaced by a newer connect or a disconnect');
          return connection.connect({ token, heartbeat });
        });
      }
      const create = createClient;
      return new Promise<void>((resolve, reject) => {
        let settled = false;
        const fail = (reason: string) => {
          if (settled) {
            // A live connection died: report it once (an ERROR frame is followed by a close), and
            // stop this client so only the socket machine decides when to reconnect.
            if (client !== attempt) return;
            client = null;
            void attempt.deactivate();
            dropped(reason);
            return;
          }
          settled = true;
          if (client === attempt) client = null;
          void attempt.deactivate();
          reject(new Error(reason));
        };
        const attempt: StompClientLike = create({
          brokerURL,
          connectHeaders: token ? { [STOMP_TOKEN_HEADER]: token } : {},
          heartbeatIncoming: heartbeat.incoming,
          heartbeatOutgoing: heartbeat.outgoing,
          reconnectDelay: 0,
          // A silent network (offline, a dead proxy) sends no close: missed heart-beats are the loss,
          // reported at once; the socket is dropped rather than closed, which would wait for a
          // closing handshake that never comes, with prices frozen and nothing saying so.
          discardWebsocketOnCommFailure: true,
          onHeartbeatLost: () => fail('heart-beat lost'),
          onConnect: () => {
            if (client !== attempt) return;
            settled = true;
            resolve();
          },
          onStompError: (frame) => fail(frame.headers.message ?? 'STOMP error'),
          onWebSocketError: () => fail('WebSocket error'),
          onWebSocketClose: (event: { code?: number }) =>
            fail(`WebSocket closed (${event.code ?? '?'})`),
        });
        client = attempt;
        attempt.activate();
      });
    },
    disconnect,
    subscribe(destination) {
      if (!client?.connected || live.has(destination)) return;
      live.set(destination, client.subscribe(destination, deliver(destination)));
    },
    unsubscribe(destination) {
      const subscription = live.get(destination);
      live.delete(destination);
      if (client?.connected) subscription?.unsubscribe();
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => void messageListeners.delete(listener);
    },
    onDropped(listener) {
      dropListeners.add(listener);
      return () => void dropListeners.delete(listener);
    },
  };
  return connection;
}
