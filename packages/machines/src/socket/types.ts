/** STOMP destinations a connection subscribes to by role (spec §6, §7). */
export interface DestinationSets {
  /** Guests: notice, UI-refresh and dictionary-refresh topics. */
  guest: readonly string[];
  /** Users: the guest set plus user info, money, new notice and notice count. */
  user: readonly string[];
}

/** Snapshots re-read after a reconnect before increment topics are trusted. */
export type SnapshotName = 'products' | 'unreadCount' | 'money';

export interface ConnectInput {
  /** Session token; `null` connects as a guest. */
  token: string | null;
  /** STOMP heart-beat in milliseconds, both ways (spec §7). */
  heartbeat: { incoming: number; outgoing: number };
}

export interface SocketInput {
  destinations?: DestinationSets;
}

export interface SocketContext {
  token: string | null;
  destinations: DestinationSets;
  /**
   * Destinations the app asked for besides the role's set (price topics): one entry per watcher, so a
   * topic stays subscribed until the last watcher lets it go.
   */
  requested: string[];
  /** Destinations subscribed on the current connection. */
  subscribed: string[];
  /** Consecutive failed connects; selects the reconnect delay, reset by a successful connect. */
  failures: number;
  /** A connection existed before: the next connect is a reconnect. */
  hasConnected: boolean;
  /** Snapshots requested after a reconnect and not yet re-read. */
  awaitingSnapshots: boolean;
  /** Prices and counters shown are stale: no live connection. */
  stale: boolean;
  /** A start request that arrived while a connect was in progress. */
  deferred: { token: string | null } | null;
  lastError: string | null;
}

export type SocketEvent =
  | { type: 'socket.start'; token: string | null }
  | { type: 'socket.stop' }
  /** The live connection closed or failed (heart-beat missed, network, server). */
  | { type: 'socket.dropped'; reason: string }
  | { type: 'socket.subscribe'; destinations: readonly string[] }
  | { type: 'socket.unsubscribe'; destinations: readonly string[] }
  | { type: 'socket.snapshotsRead' }
  | { type: 'socket.resume' }
  | { type: 'app.hidden' }
  | { type: 'app.visible' };
