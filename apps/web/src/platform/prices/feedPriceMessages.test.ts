import { describe, expect, it } from 'vitest';
import { createManualFrames, createManualVisibility } from '../testing/fakes';
import {
  feedPriceMessage,
  priceTopicSymbol,
  watchPriceTopics,
  type PriceTopicSocket,
} from './feedPriceMessages';
import { createPriceStore } from './priceStore';

const body = (symbol: string, priceUsd: string) =>
  JSON.stringify({
    symbol,
    priceUsd,
    highPrice1d: '2',
    lowPrice1d: '1',
    volume: '3',
    priceChange1d: '0.1',
  });

describe('feedPriceMessage', () => {
  it('feeds a well-formed tick of its own topic into the store, under the product names', () => {
    const frames = createManualFrames();
    const store = createPriceStore({ frames, visibility: createManualVisibility() });
    feedPriceMessage(store, '/topic/price/BTCUSDT', body('BTCUSDT', '64000.5'));
    feedPriceMessage(store, '/topic/price/ETHUSDT', 'not json');
    // A neighbour's price on this topic never reaches the row.
    feedPriceMessage(store, '/topic/price/ETHUSDT', body('BTCUSDT', '1'));
    feedPriceMessage(store, '/topic/refreshDict', body('BTCUSDT', '2'));
    frames.runFrame();
    expect(store.getQuote('BTCUSDT')).toEqual({
      code: 'BTCUSDT',
      price: '64000.5',
      high: '2',
      low: '1',
      volume: '3',
      changeRate: '0.1',
    });
    expect(store.getQuote('ETHUSDT')).toBeUndefined();
  });

  it('reads the product code of a price topic only', () => {
    expect(priceTopicSymbol('/topic/price/AAPL')).toBe('AAPL');
    expect(priceTopicSymbol('/topic/price/')).toBeUndefined();
    expect(priceTopicSymbol('/topic/refreshDict')).toBeUndefined();
  });
});

describe('watchPriceTopics', () => {
  it("asks the socket machine for each symbol's topic once, and lets them go once", () => {
    const sent: unknown[] = [];
    const socket: PriceTopicSocket = { send: (event) => sent.push(event) };
    const stop = watchPriceTopics(socket, ['BTCUSDT', 'ETHUSDT', 'BTCUSDT']);
    const destinations = ['/topic/price/BTCUSDT', '/topic/price/ETHUSDT'];
    expect(sent).toEqual([{ type: 'socket.subscribe', destinations }]);
    stop();
    stop();
    expect(sent).toEqual([
      { type: 'socket.subscribe', destinations },
      { type: 'socket.unsubscribe', destinations },
    ]);
    expect(watchPriceTopics(socket, [])).toBeTypeOf('function');
    expect(sent).toHaveLength(2);
  });
});
