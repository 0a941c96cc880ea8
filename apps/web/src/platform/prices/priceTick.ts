import type { Schema } from '@repo/api-schema/schema';
import { isDecimalString } from '@repo/api-schema/money';

type QuoteFields = 'code' | 'price' | 'high' | 'low' | 'volume' | 'changeRate';

/**
 * A product's live figures under the contract's product names (`TradeProduct`: code, price, high,
 * low, volume, changeRate), so a row reads the list snapshot and a live quote alike. The price topic's
 * body (`PriceTick`: symbol, priceUsd, highPrice1d, …) is mapped to it once, where it comes off the
 * wire (`toLiveQuote`); every number is a decimal string.
 */
export type LiveQuote = Readonly<Pick<Schema<'TradeProduct'>, QuoteFields>> & {
  /** RFC 3339 time of the tick, when the server sends one. */
  readonly time?: string;
};

/** The one mapping from the wire's names to the app's. */
export function toLiveQuote(tick: Schema<'PriceTick'>): LiveQuote {
  return {
    code: tick.symbol,
    price: tick.priceUsd,
    high: tick.highPrice1d,
    low: tick.lowPrice1d,
    volume: tick.volume,
    changeRate: tick.priceChange1d,
    ...(typeof tick.time === 'string' ? { time: tick.time } : {}),
  };
}

const symbolPattern = /^[A-Z0-9._-]{1,32}$/;
const wireDecimals = ['priceUsd', 'highPrice1d', 'lowPrice1d', 'volume', 'priceChange1d'] as const;
const quoteDecimals = ['price', 'high', 'low', 'volume', 'changeRate'] as const;

/**
 * Reads one price-topic body; undefined for anything that is not a well-formed tick. Parsed by hand
 * rather than trusted, because a topic body is just text from the socket.
 */
export function parsePriceTick(body: string): LiveQuote | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.symbol !== 'string' || !symbolPattern.test(record.symbol)) return undefined;
  if (!wireDecimals.every((field) => isDecimalString(record[field]))) return undefined;
  return toLiveQuote(record as Schema<'PriceTick'>);
}

/** Two quotes show the same thing on screen (the time alone changing does not re-render a row). */
export function sameQuote(a: LiveQuote, b: LiveQuote): boolean {
  return quoteDecimals.every((field) => a[field] === b[field]);
}
