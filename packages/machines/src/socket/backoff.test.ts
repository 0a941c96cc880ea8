import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

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
