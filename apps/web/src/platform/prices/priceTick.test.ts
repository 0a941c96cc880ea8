import { describe, expect, it } from 'vitest';
import { parsePriceTick, sameQuote } from './priceTick';

const body = {
  symbol: 'BTCUSDT',
  priceUsd: '64321.5',
  highPrice1d: '65000',
  lowPrice1d: '63000.25',
  volume: '1234567.89',
  priceChange1d: '-1.25',
  time: '2026-01-31T08:00:00.000Z',
};

describe('parsePriceTick', () => {
  it('reads a well-formed body into the product names, decimals as the exact strings sent', () => {
    expect(parsePriceTick(JSON.stringify(body))).toEqual({
      code: 'BTCUSDT',
      price: '64321.5',
      high: '65000',
      low: '63000.25',
      volume: '1234567.89',
      changeRate: '-1.25',
      time: '2026-01-31T08:00:00.000Z',
    });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '42'],
    ['null', 'null'],
    ['a number instead of a decimal string', JSON.stringify({ ...body, priceUsd: 64321.5 })],
    ['an exponent', JSON.stringify({ ...body, volume: '1e6' })],
    ['a missing field', JSON.stringify({ ...body, lowPrice1d: undefined })],
    ['a lower-case symbol', JSON.stringify({ ...body, symbol: 'btcusdt' })],
  ])('rejects %s', (_, text) => {
    expect(parsePriceTick(text)).toBeUndefined();
  });
});

describe('sameQuote', () => {
  it('ignores the time but sees any displayed field change', () => {
    const a = parsePriceTick(JSON.stringify(body))!;
    expect(sameQuote(a, { ...a, time: '2026-01-31T08:00:01.000Z' })).toBe(true);
    expect(sameQuote(a, { ...a, volume: '1234567.9' })).toBe(false);
    expect(sameQuote(a, { ...a, changeRate: '-1.3' })).toBe(false);
  });
});
