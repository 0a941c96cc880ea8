import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { MessageBroker } from './broker';
import { authorizeSubscription, type StompPrincipal } from './destinations';
import { encodeFrame, FrameDecoder, StompProtocolError, type StompFrame } from './frame';

export const STOMP_PATH = '/api/websocket/server';

export interface StompServerOptions {
  broker: MessageBroker;
  /** Maps a CONNECT token to a user; null (or a throw) makes the connection a guest. */
  resolveToken(token: string): Promise<StompPrincipal | null>;
  /** Server heart-beat in ms (both directions); 2000 by default (spec §7). */
  heartbeatMs?: number;
  /** Extra time allowed on top of 3× the heart-beat before a silent client is dropped; 1000. */
  heartbeatGraceMs?: number;
  /**
   * A connection that receives nothing for this long is closed: the limit for clients that negotiated
   * no heart-beats, and the most a client can stretch the heart-beat limit by asking for a slow rate
   * (never below the server's own 3× heart-beat plus the grace). 60 000.
   */
  idleTimeoutMs?: number;
  /** A socket that sends no CONNECT frame within this time after opening is closed; 5000. */
  connectTimeoutMs?: number;
  /** A frame that has begun must be complete within this time; 5000. */
  frameTimeoutMs?: number;
  /** After the server closes a socket, a peer that does not finish the close handshake is cut; 2000. */
  closeTimeoutMs?: number;
  /** A client whose unsent buffer grows beyond this is too slow and is dropped. */
  maxBufferedBytes?: number;
  /** Largest frame a client may send, in bytes; 64 KiB. */
  maxFrameBytes?: number;
  /** Most headers in one client frame; 64. */
  maxHeaders?: number;
  /** Largest header section of a client frame, in bytes; 8 KiB. */
  maxHeaderBytes?: number;
  /** Most subscriptions one connection may hold; 200 (the web app needs one per product plus ~7). */
  maxSubscriptions?: number;
  /** Most open connections from one client address; 20. */
  maxConnectionsPerAddress?: number;
  /**
   * The address a connection is counted against; the socket's peer address by default. Behind a
   * reverse proxy, supply one that reads the proxy's forwarding header.
   */
  clientAddress?: (request: IncomingMessage) => string;
}

type ResolvedOptions = Required<Omit<StompServerOptions, 'broker' | 'resolveToken'>> &
  StompServerOptions;

const HEADER_TOKENS = ['token', 'X-USER-TOKEN', 'x-user-token', 'Authorization', 'authorization'];

function tokenFrom(headers: Record<string, string>): string | null {
  for (const name of HEADER_TOKENS) {
    const value = headers[name];
    if (value) return value.replace(/^Bearer\s+/i, '').trim() || null;
  }
  return null;
}

function parseHeartBeat(value: string | undefined): [number, number] {
  if (!value) return [0, 0];
  const match = /^(\d+),(\d+)$/.exec(value.trim());
  if (!match) throw new StompProtocolError('Bad heart-beat header');
  return [Number(match[1]), Number(match[2])];
}

/**
 * Closes with a close frame; a peer that does not answer it within `timeoutMs` is cut off (ws itself
 * waits 30 s).
 */
function closeSocket(socket: WebSocket, code: number, reason: string, timeoutMs: number) {
  try {
    socket.close(code, reason);
  } catch {
    socket.terminate();
    return;
  }
  if (socket.readyState === socket.CLOSED) return;
  const timer = setTimeout(() => socket.terminate(), timeoutMs).unref();
  socket.once('close', () => clearTimeout(timer));
}

/** One STOMP connection over one WebSocket. */
class StompSession {
  readonly id = randomUUID();
  private readonly decoder: FrameDecoder;
  private principal: StompPrincipal | null = null;
  /** The token this connection authenticated with (null for guests). */
  token: string | null = null;
  /** Frames are handled strictly in order, even while CONNECT awaits the token lookup. */
  private queue: Promise<void> = Promise.resolve();
  private readonly subscriptions = new Map<string, { destination: string; stop: () => void }>();
  private lastReceived = Date.now();
  /** Longest silence allowed once connected (heart-beat or idle limit). */
  private silenceLimitMs: number;
  private sendTimer: NodeJS.Timeout | null = null;
  /** Watches for silence: CONNECT not received in time, then the heart-beat or idle limit. */
  private checkTimer: NodeJS.Timeout | null = null;
  /** Runs while a frame has begun and is not complete yet. */
  private frameTimer: NodeJS.Timeout | null = null;
  private messageSeq = 0;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: ResolvedOptions,
    private readonly onClose: (session: StompSession) => void,
  ) {
    this.decoder = new FrameDecoder({
      maxFrameBytes: options.maxFrameBytes,
      maxHeaders: options.maxHeaders,
      maxHeaderBytes: options.maxHeaderBytes,
    });
    this.silenceLimitMs = options.idleTimeoutMs;
    socket.on('message', (data) => this.onData(data));
    socket.on('close', () => this.cleanup());
    socket.on('error', () => this.cleanup());
    // A socket that never sends CONNECT is dropped too.
    this.checkTimer = setTimeout(() => {
      if (!this.principal) this.fail(`No CONNECT frame within ${options.connectTimeoutMs} ms`);
    }, options.connectTimeoutMs);
  }

  get userId(): number | null {
    return this.principal?.userId ?? null;
  }

  private onData(data: RawData) {
    if (this.closed) return;
    this.lastReceived = Date.now();
    const chunk = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    let frames;
    try {
      frames = this.decoder.push(chunk);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : 'Malformed frame');
      return;
    }
    this.watchPartialFrame(frames.some((frame) => frame !== 'heartbeat'));
    for (const frame of frames) {
      if (frame === 'heartbeat') continue;
      this.queue = this.queue
        .then(() => (this.closed ? undefined : this.handle(frame)))
        .catch((error: unknown) => {
          this.fail(error instanceof Error ? error.message : 'Internal error');
        });
    }
  }

  private async handle(frame: StompFrame) {
    const receipt = frame.headers.receipt;
    if (!this.principal) {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        this.fail(`Expected CONNECT, got ${frame.command}`);
        return;
      }
      await this.connect(frame);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const { id, destination } = frame.headers;
        if (!id || !destination) {
          this.fail('SUBSCRIBE needs id and destination headers', receipt);
          return;
        }
        if (this.subscriptions.has(id)) {
          this.fail(`Subscription id ${id} is already in use`, receipt);
          return;
        }
        if (this.subscriptions.size >= this.options.maxSubscriptions) {
          this.fail(
            `Too many subscriptions on one connection (the limit is ${this.options.maxSubscriptions})`,
            receipt,
          );
          return;
        }
        const verdict = authorizeSubscription(this.principal, destination);
        if (!verdict.ok) {
          this.fail(verdict.reason, receipt);
          return;
        }
        const stop = this.options.broker.subscribe(verdict.brokerDestination, (body) =>
          this.deliver(id, destination, body),
        );
        this.subscriptions.set(id, { destination, stop });
        break;
      }
      case 'UNSUBSCRIBE': {
        const id = frame.headers.id;
        if (!id) {
          this.fail('UNSUBSCRIBE needs an id header', receipt);
          return;
        }
        this.subscriptions.get(id)?.stop();
        this.subscriptions.delete(id);
        break;
      }
      case 'DISCONNECT':
        if (receipt) this.send('RECEIPT', { 'receipt-id': receipt });
        this.close(1000);
        return;
      case 'SEND':
        this.fail('Clients may not send to destinations on this server', receipt);
        return;
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        // Subscriptions are ack:auto and there is nothing to transact; accept and ignore.
        break;
      case 'CONNECT':
      case 'STOMP':
        this.fail('Already connected', receipt);
        return;
      default:
        this.fail(`Unknown command ${frame.command}`, receipt);
        return;
    }
    if (receipt) this.send('RECEIPT', { 'receipt-id': receipt });
  }

  private async connect(frame: StompFrame) {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      this.fail('Only STOMP 1.2 is supported', undefined, { version: '1.2' });
      return;
    }
    const [cx, cy] = parseHeartBeat(frame.headers['heart-beat']);
    const token = tokenFrom(frame.headers);
    let principal: StompPrincipal | null = null;
    if (token) {
      try {
        principal = await this.options.resolveToken(token);
      } catch {
        principal = null;
      }
    }
    if (this.closed) return;
    this.principal = principal ?? { userId: null };
    this.token = principal ? token : null;
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = null;
    const hb = this.options.heartbeatMs;
    this.send('CONNECTED', {
      version: '1.2',
      'heart-beat': `${hb},${hb}`,
      server: 'trading-reference/1',
      session: this.id,
      'user-name': this.principal.userId === null ? 'guest' : String(this.principal.userId),
    });
    // Outgoing beats: every max(our sx, their cy) when both want them.
    if (hb > 0 && cy > 0) {
      const every = Math.max(hb, cy);
      this.sendTimer = setInterval(() => {
        if (this.socket.readyState === this.socket.OPEN) this.socket.send('\n');
      }, every);
    }
    // Incoming: they promise every max(their cx, our sy); allow 3× plus a margin. A client that asks
    // for a rate slower than the idle limit gets the idle limit (or our own 3× plus the margin, if
    // that is longer). Without heart-beats, the idle limit applies.
    const { heartbeatGraceMs: grace, idleTimeoutMs: idle } = this.options;
    this.silenceLimitMs =
      hb > 0 && cx > 0
        ? Math.min(3 * Math.max(cx, hb) + grace, Math.max(idle, 3 * hb + grace))
        : idle;
    this.watchSilence();
  }

  /**
   * Closes the connection once nothing has arrived for {@link silenceLimitMs}. One timer, aimed at the
   * exact deadline and re-aimed when data arrived meanwhile (a coarse polling interval made the real
   * limit up to a sixth longer than documented).
   */
  private watchSilence() {
    if (this.closed) return;
    const silentFor = Date.now() - this.lastReceived;
    if (silentFor >= this.silenceLimitMs) {
      this.fail(`Nothing received for ${this.silenceLimitMs} ms`, undefined, {}, 4000);
      return;
    }
    this.checkTimer = setTimeout(() => this.watchSilence(), this.silenceLimitMs - silentFor);
  }

  /**
   * Starts the unfinished-frame timer when a frame has begun, stops it when none is pending; a frame
   * completed meanwhile restarts it for the next one.
   */
  private watchPartialFrame(completedOne: boolean) {
    if (this.frameTimer && (completedOne || !this.decoder.pending)) {
      clearTimeout(this.frameTimer);
      this.frameTimer = null;
    }
    if (this.decoder.pending && !this.frameTimer) {
      this.frameTimer = setTimeout(() => {
        this.fail(`Frame not completed within ${this.options.frameTimeoutMs} ms`);
      }, this.options.frameTimeoutMs);
    }
  }

  private deliver(subscription: string, destination: string, body: string) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.close(4001, 'slow consumer');
      return;
    }
    this.send(
      'MESSAGE',
      {
        destination,
        subscription,
        'message-id': `${this.id}-${++this.messageSeq}`,
        'content-type': 'application/json',
      },
      body,
    );
  }

  private send(command: string, headers: Record<string, string>, body: string = '') {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(encodeFrame(command, headers, body));
  }

  /** Sends ERROR and closes, as STOMP requires after an ERROR. */
  private fail(message: string, receipt?: string, extra: Record<string, string> = {}, code = 1002) {
    if (this.closed) return;
    const headers: Record<string, string> = { message: message.slice(0, 200), ...extra };
    if (receipt) headers['receipt-id'] = receipt;
    this.send('ERROR', headers, message);
    this.close(code, code === 1002 ? 'protocol error' : 'timeout');
  }

  endSession() {
    this.fail('Session ended');
  }

  close(code: number, reason = '') {
    if (this.closed) return;
    this.cleanup();
    if (code === 4001) this.socket.terminate();
    else closeSocket(this.socket, code, reason, this.options.closeTimeoutMs);
  }

  private cleanup() {
    if (this.closed) return;
    this.closed = true;
    if (this.sendTimer) clearInterval(this.sendTimer);
    if (this.checkTimer) clearTimeout(this.checkTimer);
    if (this.frameTimer) clearTimeout(this.frameTimer);
    for (const sub of this.subscriptions.values()) sub.stop();
    this.subscriptions.clear();
    this.onClose(this);
  }
}

/** Drops keys whose value is undefined, so that they do not override the defaults. */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The STOMP 1.2 endpoint: attach to an HTTP server; upgrades on {@link STOMP_PATH} only. */
export class StompServer {
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<StompSession>();
  /** Open connections per client address. */
  private readonly perAddress = new Map<string, number>();
  private readonly options: ResolvedOptions;

  constructor(options: StompServerOptions) {
    this.options = {
      heartbeatMs: 2000,
      heartbeatGraceMs: 1000,
      idleTimeoutMs: 60_000,
      connectTimeoutMs: 5000,
      frameTimeoutMs: 5000,
      closeTimeoutMs: 2000,
      maxBufferedBytes: 4 * 1024 * 1024,
      maxFrameBytes: 64 * 1024,
      maxHeaders: 64,
      maxHeaderBytes: 8 * 1024,
      maxSubscriptions: 200,
      maxConnectionsPerAddress: 20,
      clientAddress: (request) => request.socket.remoteAddress ?? 'unknown',
      ...definedOnly(options),
    };
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.options.maxFrameBytes * 2,
      handleProtocols: (protocols) =>
        ['v12.stomp', 'v11.stomp', 'v10.stomp'].find((p) => protocols.has(p)) ?? false,
    });
  }

  attach(server: Server) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = (request.url ?? '').split('?')[0];
      if (url !== STOMP_PATH) {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      const address = this.options.clientAddress(request);
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        const open = this.perAddress.get(address) ?? 0;
        if (open >= this.options.maxConnectionsPerAddress) {
          // Refused after the upgrade, so that a STOMP client sees why in an ERROR frame.
          const message = `Too many connections from one address (the limit is ${this.options.maxConnectionsPerAddress})`;
          ws.on('error', () => undefined);
          ws.send(encodeFrame('ERROR', { message }, message));
          closeSocket(ws, 1008, 'too many connections', this.options.closeTimeoutMs);
          return;
        }
        this.perAddress.set(address, open + 1);
        const session = new StompSession(ws, this.options, (s) => {
          this.sessions.delete(s);
          const left = (this.perAddress.get(address) ?? 1) - 1;
          if (left > 0) this.perAddress.set(address, left);
          else this.perAddress.delete(address);
        });
        this.sessions.add(session);
      });
    });
  }

  /** Ends the connections opened with a session token (after logout), with an ERROR frame. */
  disconnectToken(token: string) {
    for (const session of [...this.sessions]) if (session.token === token) session.endSession();
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  async close(): Promise<void> {
    for (const session of [...this.sessions]) session.close(1001, 'server shutting down');
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
