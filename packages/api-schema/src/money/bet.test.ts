import { describe, expect, it } from 'vitest';
import { betOutcome, betPayout, betProfit, periodResult } from './bet';

describe('timed bet rule', () => {
  it('up wins when close > open, down when close < open, equal refunds', () => {
    expect(betOutcome('up', '100', '100.01')).toBe('win');
    expect(betOutcome('down', '100', '100.01')).toBe('lose');
    expect(betOutcome('up', '100', '99.99')).toBe('lose');
    expect(betOutcome('down', '100', '99.99')).toBe('win');
    expect(betOutcome('up', '100', '100.000')).toBe('refund');
    expect(betOutcome('down', '100', '100')).toBe('refund');
    expect(betOutcome('up', null, '100')).toBe('refund');
    expect(betOutcome('up', '100', null)).toBe('refund');
  });
  it('a win returns the stake plus stake × rate, a refund the stake, a loss nothing', () => {
    expect(betPayout('20', '0.95', 'win')).toBe('39');
    expect(betPayout('20', '0.95', 'refund')).toBe('20');
    expect(betPayout('20', '0.95', 'lose')).toBe('0');
    expect(betProfit('0.00000001', '0.95')).toBe('0');
    expect(betProfit('1.2345', '0.8765')).toBe('1.08203925');
  });
  it('names the direction the period moved', () => {
    expect(periodResult('1', '2')).toBe('up');
    expect(periodResult('2', '1')).toBe('down');
    expect(periodResult('2', '2')).toBeNull();
  });
});
