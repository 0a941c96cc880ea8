import { priceTopic } from '@repo/api-schema/stomp';
import type { PriceStore } from './priceStore';
import { parsePriceTick } from './priceTick';

/** The part of a STOMP client the price feed needs: subscribe to a destination, get text bodies. */
export interface MessageSource {
  subscribe(destination: string, onMessage: (body: string) => void): () => void;
}

/** Spec §7: one topic per product, a base path plus the product code (the contract's map). */
export const priceDestination = (symbol: string): string => priceTopic(symbol);

/**
 * Subscribes to the price topic of each symbol and pushes every well-formed body into the store. A body
 * for another symbol than its topic's is dropped: a row must never show a neighbour's price.
 */
export function feedPriceMessages(
  store: PriceStore,
  source: MessageSource,
  symbols: Iterable<string>,
  destinationOf: (symbol: string) => string = priceDestination,
): () => void {
  const stops = [...new Set(symbols)].map((symbol) =>
    source.subscribe(destinationOf(symbol), (body) => {
      const tick = parsePriceTick(body);
      if (tick && tick.symbol === symbol) store.push(tick);
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
