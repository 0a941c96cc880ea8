import type { StompConfig } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import { brokerUrlFor, createStompConnection, type StompClientLike } from './stompConnection';

/** A stand-in for @stomp/stompjs's Client: the test plays the server through the config callbacks. */
class FakeClient implements StompClientLike {
  connected = false;
  activated = 0;
  deactivated = 0;
  subscriptions = new Map<string, (message: { body: string }) => void>();
  unsubscribed: string[] = [];
  constructor(readonly config: StompConfig) {}
  activate() {
    this.activated += 1;
  }
  async deactivate() {
    this.deactivated += 1;
    this.connected = false;
  }
  subscribe(destination: string, callback: (message: { body: string }) => void) {
    if (this.subscriptions.has(destination)) throw new Error(`subscribed twice to ${destination}`);
    this.subscriptions.set(destination, callback);
    return {
      unsubscribe: () => {
        this.subscriptions.delete(destination);
        this.unsubscribed.push(destination);
      },
    };
  }
  /** The server answers CONNECTED. */
  accept() {
    this.connected = true;
    this.config.onConnect?.({} as never);
  }
  close(code = 1006) {
    this.connected = false;
    this.config.onWebSocketClose?.({ code });
  }
  send(destination: string, body: string) {
    this.subscriptions.get(destination)?.({ body });
  }
}

function setup() {
  const clients: FakeClient[] = [];
  const connection = createStompConnection({
    brokerURL: 'ws://example.test/api/websocket/server',
    createClient: (config) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
  });
  return { connection, clients, last: () => clients.at(-1)! };
}

describe('brokerUrlFor', () => {
  it('follows the page scheme and host', () => {
    expect(brokerUrlFor({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/api/websocket/server',
    );
    expect(brokerUrlFor({ protocol: 'https:', host: 'trade.example' })).toBe(
      'wss://trade.example/api/websocket/server',
    );
  });
});

describe('STOMP connection adapter', () => {
  it('connects with the token header, 2000/2000 heart-beat and no library reconnect', async () => {
    const { connection, last } = setup();
    const connected = connection.connect({ token: 'tok-1' });
    const client = last();
    expect(client.activated).toBe(1);
    expect(client.config).toMatchObject({
      brokerURL: 'ws://example.test/api/websocket/server',
      connectHeaders: { 'X-USER-TOKEN': 'tok-1' },
      heartbeatIncoming: 2000,
      heartbeatOutgoing: 2000,
      reconnectDelay: 0,
    });
    client.accept();
    await connected;
    expect(connection.connected).toBe(true);
  });

  it('connects a guest without a token header', async () => {
    const { connection, last } = setup();
    const connected = connection.connect({ token: null });
    expect(last().config.connectHeaders).toEqual({});
    last().accept();
    await connected;
  });

  it('rejects when the connect fails, and reports a later drop instead of rejecting', async () => {
    const { connection, last } = setup();
    const failed = connection.connect({ token: null });
    last().close(1002);
    await expect(failed).rejects.toThrow('WebSocket closed (1002)');

    const drops: string[] = [];
    connection.onDropped((reason) => drops.push(reason));
    const second = connection.connect({ token: null });
    last().accept();
    await second;
    last().config.onStompError?.({ headers: { message: 'session expired' } } as never);
    last().close(1006);
    expect(drops).toEqual(['session expired']);
    expect(connection.connected).toBe(false);
    expect(last().deactivated).toBe(1);
  });

  it('reports missed heart-beats as a drop at once and drops the socket instead of closing it', async () => {
    const { connection, last } = setup();
    const drops: string[] = [];
    connection.onDropped((reason) => drops.push(reason));
    const connected = connection.connect({ token: null });
    expect(last().config.discardWebsocketOnCommFailure).toBe(true);
    last().accept();
    await connected;
    last().config.onHeartbeatLost?.();
    expect(drops).toEqual(['heart-beat lost']);
    expect(connection.connected).toBe(false);
    expect(last().deactivated).toBe(1);
    // The close that may follow much later is not a second drop.
    last().close(1006);
    expect(drops).toEqual(['heart-beat lost']);
  });

  it('relays subscriptions on the live connection and keeps none across connections', async () => {
    const { connection, clients, last } = setup();
    const messages: string[] = [];
    connection.onMessage((destination, body) => messages.push(`${destination} ${body}`));
    // Without a connection there is nothing to subscribe on: the socket machine asks again later.
    connection.subscribe('/topic/price/BTCUSDT');

    const first = connection.connect({ token: null });
    last().accept();
    await first;
    expect([...last().subscriptions.keys()]).toEqual([]);
    connection.subscribe('/topic/price/BTCUSDT');
    connection.subscribe('/topic/price/BTCUSDT');
    expect([...last().subscriptions.keys()]).toEqual(['/topic/price/BTCUSDT']);
    last().send('/topic/price/BTCUSDT', '1');
    expect(messages).toEqual(['/topic/price/BTCUSDT 1']);

    // A new connection starts with no subscription: re-subscribing is the machine's decision.
    last().close();
    const again = connection.connect({ token: 'tok' });
    last().accept();
    await again;
    expect(clients).toHaveLength(2);
    expect([...last().subscriptions.keys()]).toEqual([]);
  });

  it('unsubscribes on the live connection, and deactivates on disconnect', async () => {
    const { connection, last } = setup();
    const connected = connection.connect({ token: null });
    last().accept();
    await connected;
    connection.subscribe('/topic/refreshDict');
    expect(last().subscriptions.has('/topic/refreshDict')).toBe(true);
    connection.unsubscribe('/topic/refreshDict');
    connection.unsubscribe('/topic/refreshDict');
    expect(last().unsubscribed).toEqual(['/topic/refreshDict']);
    await connection.disconnect();
    expect(last().deactivated).toBe(1);
    expect(connection.connected).toBe(false);
  });
});
