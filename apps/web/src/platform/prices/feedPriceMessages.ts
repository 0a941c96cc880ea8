import { PRICE_TOPIC_BASE, priceTopic } from '@repo/api-schema/stomp';
import type { SocketEvent } from '@repo/machines/socket';
import type { PriceStore } from './priceStore';
import { parsePriceTick } from './priceTick';

/** Spec §7: one topic per product, a base path plus the product code (the contract's map). */
export const priceDestination = (symbol: string): string => priceTopic(symbol);

/** The product code a price topic is for; undefined for any other destination. */
export function priceTopicSymbol(destination: string): string | undefined {
  if (!destination.startsWith(PRICE_TOPIC_BASE)) return undefined;
  return destination.slice(PRICE_TOPIC_BASE.length) || undefined;
}

/**
 * One price-topic message into the store. A body for another symbol than its topic's is dropped: a
 * row must never show a neighbour's price. Anything not a well-formed tick is dropped too.
 */
export function feedPriceMessage(store: PriceStore, destination: string, body: string): void {
  const symbol = priceTopicSymbol(destination);
  const quote = symbol === undefined ? undefined : parsePriceTick(body);
  if (quote && quote.code === symbol) store.push(quote);
}

/** The part of the socket machine a screen's price watch talks to. */
export interface PriceTopicSocket {
  send(event: Extract<SocketEvent, { type: 'socket.subscribe' | 'socket.unsubscribe' }>): void;
}

/**
 * Asks the socket machine, the one owner of subscriptions, for the price topics of these symbols;
 * the returned stop lets this watcher's want go (the topic stays while another screen watches it).
 */
export function watchPriceTopics(socket: PriceTopicSocket, symbols: Iterable<string>): () => void {
  const destinations = [...new Set(symbols)].map(priceDestination);
  if (destinations.length === 0) return () => undefined;
  socket.send({ type: 'socket.subscribe', destinations });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    socket.send({ type: 'socket.unsubscribe', destinations });
  };
}
