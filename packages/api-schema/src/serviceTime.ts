/**
 * The server's clock as seen by the client: every response `date` header updates the offset between the
 * server's time and the local clock (spec §7), so countdowns (bet periods, code resend) follow the server.
 */
export interface ServiceClock {
  /** Server time minus local time, in milliseconds (0 until the first response). */
  readonly offsetMs: number;
  /** The current server time in epoch milliseconds. */
  now(): number;
  /** Record a response `date` header received at local time `receivedAt`. Ignores unparsable dates. */
  update(dateHeader: string, receivedAt?: number): void;
}

export function createServiceClock(localNow: () => number = Date.now): ServiceClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => localNow() + offsetMs,
    update(dateHeader, receivedAt = localNow()) {
      const serverMs = Date.parse(dateHeader);
      if (!Number.isNaN(serverMs)) offsetMs = serverMs - receivedAt;
    },
  };
}
