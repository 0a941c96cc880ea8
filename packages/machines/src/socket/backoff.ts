/**
 * Socket reconnect schedule (ARCHITECTURE.md, socket lifecycle): the first retry after 2 s, then each
 * delay ×1.6, capped at 30 s, with ±20 % jitter so clients dropped together do not retry together.
 * `random` returns a number in [0, 1); tests pass a seeded source.
 */
export const RECONNECT_FIRST_MS = 2000;
export const RECONNECT_FACTOR = 1.6;
export const RECONNECT_MAX_MS = 30_000;
export const RECONNECT_JITTER = 0.2;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  if (!Number.isInteger(attempt) || attempt < 0)
    throw new RangeError(`attempt must be >= 0: ${attempt}`);
  const base = Math.min(RECONNECT_FIRST_MS * RECONNECT_FACTOR ** attempt, RECONNECT_MAX_MS);
  const jitter = 1 + RECONNECT_JITTER * (2 * random() - 1);
  return Math.round(base * jitter);
}

/** The first attempt whose delay reaches the cap; counting further changes nothing. */
export const RECONNECT_CAPPED_ATTEMPT = Math.ceil(
  Math.log(RECONNECT_MAX_MS / RECONNECT_FIRST_MS) / Math.log(RECONNECT_FACTOR),
);
