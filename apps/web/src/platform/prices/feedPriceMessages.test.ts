import { describe, expect, it } from 'vitest';
import { createManualFrames, createManualVisibility } from '../testing/fakes';
import { feedPriceMessages, type MessageSource } from './feedPriceMessages';
import { createPriceStore } from './priceStore';

function fakeSource() {
  const handlers = new Map<string, (body: string) => void>();
  const source: MessageSource = {
    subscribe(destination, onMessage) {
      handlers.set(destination, onMessage);
      return () => handlers.delete(destination);
    },
  };
  return { source, handlers };
}

const body = (symbol: string, priceUsd: string) =>
  JSON.stringify({
    symbol,
    priceUsd,
    highPrice1d: '2',
    lowPrice1d: '1',
    volume: '3',
    priceChange1d: '0.1',
  });

describe('feedPriceMessages', () => {
  it('subscribes once per product topic and feeds well-formed ticks into the store', () => {
    const frames = createManualFrames();
    const store = createPriceStore({ frames, visibility: createManualVisibility() });
    const { source, handlers } = fakeSource();
    const stop = feedPriceMessages(store, source, ['BTCUSDT', 'ETHUSDT', 'BTCUSDT']);
    expect([...handlers.keys()]).toEqual(['/topic/price/BTCUSDT', '/topic/price/ETHUSDT']);

    handlers.get('/topic/price/BTCUSDT')!(body('BTCUSDT', '64000.5'));
    handlers.get('/topic/price/ETHUSDT')!('not json');
    handlers.get('/topic/price/ETHUSDT')!(body('BTCUSDT', '1'));
    frames.runFrame();
    expect(store.getQuote('BTCUSDT')?.priceUsd).toBe('64000.5');
    expect(store.getQuote('ETHUSDT')).toBeUndefined();

    stop();
    expect(handlers.size).toBe(0);
  });
});
