import { describe, expect, it } from 'vitest';
import { RECONNECT_CAPPED_ATTEMPT, reconnectDelay } from './backoff';
import { seededRandom } from '../testing/seededRandom';

const fixed = (value: number) => () => value;

describe('reconnectDelay', () => {
  it('starts at 2 s and grows by 1.6 without jitter', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, fixed(0.5)))).toEqual([
      2000, 3200, 5120, 8192,
    ]);
  });

  it('caps at 30 s', () => {
    expect(reconnectDelay(20, fixed(0.5))).toBe(30_000);
  });

  it('stays within ±20 %', () => {
    expect(reconnectDelay(0, fixed(0))).toBe(1600);
    expect(reconnectDelay(0, fixed(0.999999))).toBe(2400);
  });

  it('rejects a negative attempt', () => {
    expect(() => reconnectDelay(-1)).toThrow(RangeError);
  });
});

describe('1000 clients dropped together', () => {
  const clients = 1000;
  const retries = 6;

  /** Share of clients in the fullest 100 ms bucket, for each of their first `retries` retries. */
  function fullestBucketShares(random: () => number): number[] {
    const retryAt = Array.from({ length: clients }, () => 0);
    return Array.from({ length: retries }, (_, attempt) => {
      const buckets = new Map<number, number>();
      for (let c = 0; c < clients; c++) {
        retryAt[c]! += reconnectDelay(attempt, random);
        const bucket = Math.floor(retryAt[c]! / 100);
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
      }
      return Math.max(...buckets.values()) / clients;
    });
  }

  it.each([1, 42, 20261122])(
    'spread their retries: no 100 ms bucket over 15 % (seed %i)',
    (seed) => {
      const shares = fullestBucketShares(seededRandom(seed));
      expect(shares).toHaveLength(retries);
      for (const share of shares) expect(share).toBeLessThanOrEqual(0.15);
    },
  );

  it('would all retry in one bucket without jitter (the check can fail)', () => {
    expect(fullestBucketShares(fixed(0.5))[0]).toBe(1);
  });

  it('caps the attempt index once the delay reaches 30 s', () => {
    expect(RECONNECT_CAPPED_ATTEMPT).toBe(6);
    expect(reconnectDelay(RECONNECT_CAPPED_ATTEMPT - 1, fixed(0.5))).toBeLessThan(30_000);
    expect(reconnectDelay(RECONNECT_CAPPED_ATTEMPT, fixed(0.5))).toBe(30_000);
  });
});
