import { isDecimalString } from '@repo/api-schema/money';

/**
 * A live price message (spec §7, `PriceTick` in the OpenAPI document): every number is a decimal string.
 * Parsed by hand rather than trusted, because a topic body is just text from the socket.
 */
export interface PriceTick {
  readonly symbol: string;
  readonly priceUsd: string;
  readonly highPrice1d: string;
  readonly lowPrice1d: string;
  readonly volume: string;
  readonly priceChange1d: string;
  /** RFC 3339 time of the tick, when the server sends one. */
  readonly time?: string;
}

const symbolPattern = /^[A-Z0-9._-]{1,32}$/;
const decimalFields = ['priceUsd', 'highPrice1d', 'lowPrice1d', 'volume', 'priceChange1d'] as const;

/** Reads one topic body; returns undefined for anything that is not a well-formed tick. */
export function parsePriceTick(body: string): PriceTick | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const symbol = record.symbol;
  if (typeof symbol !== 'string' || !symbolPattern.test(symbol)) return undefined;
  for (const field of decimalFields) {
    const decimal = record[field];
    if (!isDecimalString(decimal)) return undefined;
  }
  const time = typeof record.time === 'string' ? record.time : undefined;
  return {
    symbol,
    priceUsd: record.priceUsd as string,
    highPrice1d: record.highPrice1d as string,
    lowPrice1d: record.lowPrice1d as string,
    volume: record.volume as string,
    priceChange1d: record.priceChange1d as string,
    ...(time === undefined ? {} : { time }),
  };
}

/** Two ticks show the same thing on screen (the time alone changing does not re-render a row). */
export function sameQuote(a: PriceTick, b: PriceTick): boolean {
  return decimalFields.every((field) => a[field] === b[field]);
}
