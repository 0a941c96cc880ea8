import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  isolated,
  lossShareText,
  periodPhase,
  quickAmounts,
  secondsUntil,
  winPayout,
} from './betRules';

const period = {
  endTime: '2026-01-31T09:31:00.000Z',
  cutoffTime: '2026-01-31T09:30:50.000Z',
  status: 'open' as const,
};
const at = (iso: string) => Date.parse(iso);

describe('countdowns', () => {
  it('counts whole seconds up, never below 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
  it('shows m:ss, and h:mm:ss from an hour', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});

describe('period phase', () => {
  it('is open before the cut-off; the cut-off moment itself refuses, as the server does', () => {
    expect(periodPhase(period, at('2026-01-31T09:30:49.999Z'))).toBe('open');
    expect(periodPhase(period, at('2026-01-31T09:30:50.000Z'))).toBe('cutoff');
    expect(periodPhase(period, at('2026-01-31T09:30:59.999Z'))).toBe('cutoff');
  });
  it('has ended at its end, or when the server says it is settling', () => {
    expect(periodPhase(period, at('2026-01-31T09:31:00.000Z'))).toBe('ended');
    expect(periodPhase({ ...period, status: 'settling' }, at('2026-01-31T09:30:00Z'))).toBe(
      'ended',
    );
  });
  it('without a cut-off time, bets close at the end', () => {
    expect(periodPhase({ ...period, cutoffTime: undefined }, at('2026-01-31T09:30:59Z'))).toBe(
      'open',
    );
  });
});

describe('payout before betting', () => {
  it('is stake + stake × rate in decimals (no float error)', () => {
    expect(winPayout('100', '0.85')).toEqual({ payout: '185', profit: '85' });
    // 0.1 × 0.7 is 0.06999999999999999 in floating point.
    expect(winPayout('0.1', '0.7')).toEqual({ payout: '0.17', profit: '0.07' });
    expect(winPayout('33.3333', '0.95')).toEqual({ payout: '64.999935', profit: '31.666635' });
  });
  it('is truncated to the ledger 8 decimals like the server', () => {
    expect(winPayout('0.0001', '0.333333333')?.profit).toBe('0.00003333');
  });
  it('is nothing for an empty or non-positive stake', () => {
    expect(winPayout('', '0.85')).toBeNull();
    expect(winPayout('0', '0.85')).toBeNull();
    expect(winPayout('abc', '0.85')).toBeNull();
  });
});

describe('period numbers in a sentence', () => {
  it('are isolated from the text around them (right-to-left sentences)', () => {
    expect(isolated('20260131-0571')).toBe('\u206620260131-0571\u2069');
  });
});

describe('quick amounts and the loss share', () => {
  it('offers the round amounts inside the limits, else the minimum', () => {
    expect(quickAmounts('1', '10000')).toEqual(['10', '50', '100', '500', '1000']);
    expect(quickAmounts('50', '500')).toEqual(['50', '100', '500']);
    expect(quickAmounts('2000', '3000')).toEqual(['2000']);
  });
  it('shows the share as a percentage with Latin digits', () => {
    expect(lossShareText('0.5234', 'en-US')).toBe('52.3%');
    expect(lossShareText('0.5', 'fa-IR')).toMatch(/50/);
  });
});
