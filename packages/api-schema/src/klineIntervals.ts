import type { Schema } from './schema';

/** How long one candle of each KlineInterval of the contract lasts, in milliseconds. */
export const KLINE_INTERVAL_MS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
} as const satisfies Record<Schema<'KlineInterval'>, number>;
