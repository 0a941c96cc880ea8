/**
 * Limits a hostile or broken client runs into: subscriptions per connection, connections per address,
 * frame and header sizes, silence (heart-beat, idle, no CONNECT), unfinished or garbage frames, headers
 * that are not UTF-8, and a peer that never answers the close handshake. Raw `ws` clients throughout, so
 * every byte on the wire is the test's own.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { InProcessBroker } from './broker';
import { STOMP_PATH, StompServer, type StompServerOptions } from './server';

type Options = Omit<StompServerOptions, 'broker' | 'resolveToken'>;

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});

async function startServer(options: Options = {}) {
  const broker = new InProcessBroker();
  const httpServer = http.createServer();
  const stomp = new StompServer({
    broker,
    resolveToken: async (token) => (token === 'token-user-1' ? { userId: 1 } : null),
    ...options,
  });
  stomp.attach(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  running.push(async () => {
    await stomp.close();
    httpServer.closeAllConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  });
  return { broker, stomp, port, url: `ws://127.0.0.1:${port}${STOMP_PATH}` };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const until = async (predicate: () => boolean, timeoutMs = 3000) => {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await sleep(5);
  }
};

interface Received {
  command: string;
  headers: Record<string, string>;
}

/** The server sends one frame (or one EOL) per WebSocket message; only commands and headers matter. */
function parseFrame(text: string): Received | null {
  if (/^\r?\n$/.test(text)) return null;
  const [command = '', ...lines] = text.slice(0, text.indexOf('\n\n')).split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i)] ??= line.slice(i + 1);
  }
  return { command, headers };
}

async function rawClient(url: string) {
  const ws = new WebSocket(url, ['v12.stomp']);
  const frames: Received[] = [];
  let closedAt: number | null = null;
  ws.on('message', (data: Buffer) => {
    const frame = parseFrame(data.toString('utf8'));
    if (frame) frames.push(frame);
  });
  ws.on('close', () => {
    closedAt = Date.now();
  });
  ws.on('error', () => undefined);
  await new Promise<void>((resolve) => ws.on('open', () => resolve()));
  return {
    ws,
    frames,
    commands: () => frames.map((f) => f.command),
    closedAt: () => closedAt,
    isClosed: () => closedAt !== null,
    send: (wire: string | Buffer) => ws.send(wire),
    /** Sends CONNECT and waits for CONNECTED; returns when CONNECT was sent. */
    async connect(heartBeat = '0,0') {
      const sentAt = Date.now();
      ws.send(`CONNECT\naccept-version:1.2\nheart-beat:${heartBeat}\n\n\0`);
      await until(() => frames.some((f) => f.command === 'CONNECTED'));
      return sentAt;
    },
  };
}

const subscribe = (id: number, symbol = `S${id}`) =>
  `SUBSCRIBE\nid:${id}\ndestination:/topic/price/${symbol}\nreceipt:r${id}\n\n\0`;

describe('subscriptions per connection', () => {
  it('allows 200 by default and answers the 201st with ERROR and a close', async () => {
    const server = await startServer();
    const c = await rawClient(server.url);
    await c.connect();
    c.send(Array.from({ length: 201 }, (_, i) => subscribe(i)).join(''));
    await until(() => c.isClosed());
    expect(c.commands().filter((command) => command === 'RECEIPT')).toHaveLength(200);
    const error = c.frames.at(-1)!;
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toBe(
      'Too many subscriptions on one connection (the limit is 200)',
    );
    expect(error.headers['receipt-id']).toBe('r200');
    // Closing released every broker listener of the connection.
    expect(server.broker.listenerCount('/topic/price/S0')).toBe(0);
    expect(server.stomp.connectionCount).toBe(0);
  });

  it('counts live subscriptions, so unsubscribing makes room again', async () => {
    const server = await startServer({ maxSubscriptions: 2 });
    const c = await rawClient(server.url);
    await c.connect();
    c.send(subscribe(1) + subscribe(2) + 'UNSUBSCRIBE\nid:1\n\n\0' + subscribe(3));
    await until(() => c.commands().filter((command) => command === 'RECEIPT').length === 3);
    c.send(subscribe(4));
    await until(() => c.isClosed());
    expect(c.frames.at(-1)!.headers.message).toMatch(/limit is 2\)/);
  });
});

describe('connections per address', () => {
  it('refuses a connection beyond the cap with ERROR and a close; a freed slot can be reused', async () => {
    const server = await startServer({ maxConnectionsPerAddress: 3 });
    const first = await Promise.all([1, 2, 3].map(() => rawClient(server.url)));
    for (const c of first) await c.connect();
    const refused = await rawClient(server.url);
    await until(() => refused.isClosed());
    expect(refused.frames).toEqual([
      {
        command: 'ERROR',
        headers: expect.objectContaining({
          message: 'Too many connections from one address (the limit is 3)',
        }),
      },
    ]);
    expect(server.stomp.connectionCount).toBe(3);
    expect(first.every((c) => !c.isClosed())).toBe(true);

    first[0]!.ws.close();
    await until(() => server.stomp.connectionCount === 2);
    const next = await rawClient(server.url);
    await next.connect();
    expect(server.stomp.connectionCount).toBe(3);
  });

  it('counts by the address the clientAddress option returns', async () => {
    let nth = 0;
    const server = await startServer({
      maxConnectionsPerAddress: 1,
      clientAddress: () => `client-${nth++ % 2}`,
    });
    const a = await rawClient(server.url);
    const b = await rawClient(server.url);
    await a.connect();
    await b.connect();
    const c = await rawClient(server.url);
    await until(() => c.isClosed());
    expect(c.commands()).toEqual(['ERROR']);
  });
});

describe('frame and header size', () => {
  it.each([
    [
      '65 headers',
      `SUBSCRIBE\nid:1\ndestination:/topic/refreshDict\n${Array.from({ length: 63 }, (_, i) => `h${i}:x\n`).join('')}\n\0`,
    ],
    ['a header section over 8 KiB', `SUBSCRIBE\nx:${'a'.repeat(9000)}`],
    [
      'a frame over 64 KiB',
      `SUBSCRIBE\nid:1\ndestination:/topic/refreshDict\n\n${'b'.repeat(70_000)}\0`,
    ],
  ])('answers %s with ERROR and a close', async (_name, wire) => {
    const server = await startServer();
    const c = await rawClient(server.url);
    await c.connect();
    c.send(wire);
    await until(() => c.isClosed());
    expect(c.commands()).toEqual(['CONNECTED', 'ERROR']);
  });
});

describe('silence', () => {
  it('closes a client that negotiated heart-beats and went silent after 3 intervals plus the grace, on time', async () => {
    const server = await startServer({ heartbeatMs: 200, heartbeatGraceMs: 1000 });
    const c = await rawClient(server.url);
    await c.connect('200,200');
    // One beat, then nothing. The limit is 3 × 200 + 1000 = 1600 ms after the last thing received.
    await sleep(40);
    c.send('\n');
    const lastSent = Date.now();
    await until(() => c.isClosed(), 4000);
    const silentFor = c.closedAt()! - lastSent;
    expect(silentFor).toBeGreaterThanOrEqual(1600);
    // "On time" with slack for a loaded CI machine, whose timers fire late (120 ms was too tight).
    expect(silentFor).toBeLessThan(1600 + 800);
    expect(c.frames.at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Nothing received for 1600 ms' },
    });
    expect(server.stomp.connectionCount).toBe(0);
  });

  it('keeps a client open while it beats', async () => {
    // The grace leaves room for a loaded machine's late timers (3 × 100 + 500 ms), still far below
    // the 1200 ms the client keeps beating.
    const server = await startServer({ heartbeatMs: 100, heartbeatGraceMs: 500 });
    const c = await rawClient(server.url);
    await c.connect('100,100');
    const beat = setInterval(() => c.send('\n'), 100);
    await sleep(1200);
    clearInterval(beat);
    expect(c.isClosed()).toBe(false);
  });

  it.each([
    ['no heart-beats', '0,0'],
    ['heart-beats only from the server', '0,200'],
  ])('closes a client that negotiated %s after the idle limit', async (_name, heartBeat) => {
    const server = await startServer({ heartbeatMs: 200, idleTimeoutMs: 500 });
    const c = await rawClient(server.url);
    const connectSentAt = await c.connect(heartBeat);
    await until(() => c.isClosed(), 3000);
    expect(c.closedAt()! - connectSentAt).toBeGreaterThanOrEqual(500);
    expect(c.frames.at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Nothing received for 500 ms' },
    });
  });

  it('does not let a client stretch the limit past the idle limit by asking for a slow rate', async () => {
    const server = await startServer({
      heartbeatMs: 100,
      heartbeatGraceMs: 100,
      idleTimeoutMs: 500,
    });
    const c = await rawClient(server.url);
    const connectSentAt = await c.connect('3600000,0');
    await until(() => c.isClosed(), 3000);
    expect(c.closedAt()! - connectSentAt).toBeLessThan(500 + 800);
  });

  it('measures idleness from the last frame received, not from CONNECT', async () => {
    // Frames every 150 ms, the idle limit 800 ms (room for late timers), kept open for twice the limit.
    const server = await startServer({ idleTimeoutMs: 800 });
    const c = await rawClient(server.url);
    await c.connect('0,0');
    const keepAlive = setInterval(() => c.send('ACK\nid:x\n\n\0'), 150);
    await sleep(1600);
    clearInterval(keepAlive);
    expect(c.isClosed()).toBe(false);
    await until(() => c.isClosed());
  });

  it('closes a socket that never sends CONNECT', async () => {
    const server = await startServer({ connectTimeoutMs: 300 });
    const openedAt = Date.now();
    const c = await rawClient(server.url);
    await until(() => c.isClosed(), 3000);
    expect(c.closedAt()! - openedAt).toBeGreaterThanOrEqual(290);
    expect(c.frames).toEqual([
      {
        command: 'ERROR',
        headers: expect.objectContaining({ message: 'No CONNECT frame within 300 ms' }),
      },
    ]);
  });

  it('closes by default 5 s after the socket opened when no CONNECT came', async () => {
    const server = await startServer();
    const openedAt = Date.now();
    const c = await rawClient(server.url);
    await until(() => c.isClosed(), 7000);
    expect(c.closedAt()! - openedAt).toBeLessThan(6500);
  }, 10_000);
});

describe('unfinished and garbage frames', () => {
  it('answers a frame that never completes with ERROR and a close after the frame timeout', async () => {
    const server = await startServer({ frameTimeoutMs: 300 });
    const c = await rawClient(server.url);
    await c.connect();
    c.send('SUBSCRIBE\nid:1\ndestination:/topic/refreshDict\n');
    const sentAt = Date.now();
    await until(() => c.isClosed(), 3000);
    expect(c.closedAt()! - sentAt).toBeGreaterThanOrEqual(290);
    expect(c.frames.at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Frame not completed within 300 ms' },
    });
  });

  it('does not let a client keep a frame open by trickling its bytes', async () => {
    const server = await startServer({ frameTimeoutMs: 300 });
    const c = await rawClient(server.url);
    await c.connect();
    const startedAt = Date.now();
    const trickle = setInterval(() => c.send('x'), 50);
    c.send('SUBSCRIBE\nid:1\ndestination:');
    await until(() => c.isClosed(), 3000);
    clearInterval(trickle);
    // Far below what trickling could stretch it to (3 s), with room for a loaded machine's timers.
    expect(c.closedAt()! - startedAt).toBeLessThan(300 + 900);
  });

  it('restarts the frame timer for each frame, so chunks that split frames are fine', async () => {
    // 100 ms chunks against a 700 ms frame timeout: six chunks outlast one timeout, and a late timer
    // on a loaded machine does not close the socket.
    const server = await startServer({ frameTimeoutMs: 700 });
    const c = await rawClient(server.url);
    await c.connect();
    // Every message completes one frame and starts the next.
    c.send('ACK\nid:');
    for (let i = 0; i < 10; i++) {
      await sleep(100);
      c.send(`a\n\n\0ACK\nid:`);
    }
    c.send('a\n\n\0');
    await sleep(100);
    expect(c.isClosed()).toBe(false);
  });

  it.each([
    ['binary noise', Buffer.from([0x01, 0x02, 0x03, 0xff])],
    ['an HTTP request line', 'GET / HTTP/1.1'],
    ['a CR not followed by LF', '\rSEND'],
    ['a NUL inside the headers', 'SEND\ndestination:/x\0'],
    ['a command line that does not end', 'SUBSCRIBEUNSUBSCRIBE'],
  ])('answers %s with ERROR and a close at once', async (_name, wire) => {
    const server = await startServer({ frameTimeoutMs: 5000 });
    const c = await rawClient(server.url);
    await c.connect();
    const sentAt = Date.now();
    c.send(wire);
    await until(() => c.isClosed(), 3000);
    expect(c.closedAt()! - sentAt).toBeLessThan(500);
    expect(c.commands()).toEqual(['CONNECTED', 'ERROR']);
  });
});

describe('header encoding', () => {
  it('refuses headers that are not valid UTF-8', async () => {
    const server = await startServer();
    const c = await rawClient(server.url);
    await c.connect();
    c.send(
      Buffer.concat([
        Buffer.from('SUBSCRIBE\nid:'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('\ndestination:/topic/refreshDict\nreceipt:r\n\n\0'),
      ]),
    );
    await until(() => c.isClosed());
    expect(c.frames.at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Headers are not valid UTF-8' },
    });
  });

  it('accepts UTF-8 header values', async () => {
    const server = await startServer();
    const c = await rawClient(server.url);
    await c.connect();
    c.send(
      Buffer.from('SUBSCRIBE\nid:ü€1\ndestination:/topic/refreshDict\nreceipt:r\n\n\0', 'utf8'),
    );
    await until(() => c.commands().includes('RECEIPT'));
    expect(c.isClosed()).toBe(false);
  });
});

describe('closing', () => {
  it('cuts a peer that does not answer the close handshake', async () => {
    const server = await startServer({ connectTimeoutMs: 100, closeTimeoutMs: 300 });
    // A hand-made WebSocket handshake on a plain TCP socket that then never answers anything.
    const socket = net.connect(server.port, '127.0.0.1');
    running.push(async () => void socket.destroy());
    let ended: number | null = null;
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('close', () => {
      ended = Date.now();
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const startedAt = Date.now();
    socket.write(
      [
        `GET ${STOMP_PATH} HTTP/1.1`,
        `Host: 127.0.0.1:${server.port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Protocol: v12.stomp',
        '',
        '',
      ].join('\r\n'),
    );
    await until(() => ended !== null, 3000);
    expect(received).toMatch(/^HTTP\/1.1 101/);
    expect(received).toContain('No CONNECT frame within 100 ms');
    // 100 ms until the ERROR and the close frame, then at most 300 ms for an answer that never comes.
    expect(ended! - startedAt).toBeLessThan(100 + 300 + 300);
    expect(ended! - startedAt).toBeGreaterThanOrEqual(100 + 300 - 10);
  });
});
