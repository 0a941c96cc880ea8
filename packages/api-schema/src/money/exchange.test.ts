import { describe, expect, it } from 'vitest';
import { exchangeTerms } from './exchange';

describe('exchangeTerms', () => {
  it('proceeds and fee truncated to 8 decimals; receive is their difference', () => {
    expect(exchangeTerms('0.5', '100000', '0.001')).toEqual({
      proceeds: '50000',
      fee: '50',
      receive: '49950',
    });
    expect(exchangeTerms('0.00000003', '0.33333333', '0.001')).toEqual({
      proceeds: '0',
      fee: '0',
      receive: '0',
    });
    expect(exchangeTerms('1.23456789', '3.3', '0.002').receive).toBe('4.06592589');
  });
});
