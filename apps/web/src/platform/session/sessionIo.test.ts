import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApiClient, createMemoryStorage } from '@repo/api-schema/client';
import { fixtures } from '@repo/api-schema/mocks';
import type { SessionEvent } from '@repo/machines/session';
import { createPriceStore, toLiveQuote } from '../prices';
import { createManualFrames, createManualVisibility } from '../testing/fakes';
import { createSessionIo } from './sessionIo';

/** The session's I/O over a client whose server answers from `routes` (by API path). */
function setup(routes: Record<string, () => { code: number; data?: unknown }>) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://app.test',
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      calls.push(path);
      const route = routes[path];
      if (!route) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify({ msg: 'success', data: null, ...route() }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const io = createSessionIo({ api, tokens: { get: () => null }, onCountries: () => undefined });
  const sent: SessionEvent[] = [];
  const session = { send: (event: SessionEvent) => void sent.push(event) };
  return { io, calls, sent, session };
}

describe('session I/O', () => {
  it('after a reconnect re-reads what the socket names: shown prices, the unread count, money', async () => {
    const [btc, eth] = fixtures.products;
    const moved = { ...btc!, price: '1.5', high: '2', low: '1', volume: '9', changeRate: '-3' };
    const { io, calls, sent, session } = setup({
      '/trade/product/list': () => ({ code: 0, data: [moved, eth] }),
      '/user/message/noReadNum': () => ({ code: 0, data: 5 }),
      '/user/money/info': () => ({ code: 0, data: { balance: '7' } }),
    });
    const frames = createManualFrames();
    const prices = createPriceStore({
      frames,
      visibility: createManualVisibility(),
      initial: [toLiveQuote(fixtures.priceTicks[0]!)],
    });
    await io.rereadSnapshots(['products', 'unreadCount', 'money'], session, prices);
    frames.runFrame();
    // The list's figures under the same names as a live quote; a symbol nobody shows stays out.
    expect(prices.getQuote(btc!.code)).toEqual({
      code: btc!.code,
      price: '1.5',
      high: '2',
      low: '1',
      volume: '9',
      changeRate: '-3',
    });
    expect(prices.getQuote(eth!.code)).toBeUndefined();
    expect(sent).toEqual([
      { type: 'notice.countLoaded', count: 5 },
      { type: 'money.updated', money: { balance: '7' } },
    ]);
    expect(calls).toEqual(['/trade/product/list', '/user/message/noReadNum', '/user/money/info']);
  });

  it('a guest connection re-reads only the products', async () => {
    const { io, calls, sent, session } = setup({
      '/trade/product/list': () => ({ code: 0, data: fixtures.products }),
    });
    const prices = createPriceStore({
      frames: createManualFrames(),
      visibility: createManualVisibility(),
    });
    await io.rereadSnapshots(['products'], session, prices);
    expect(calls).toEqual(['/trade/product/list']);
    expect(sent).toEqual([]);
  });

  it('the refresh-dictionary read replaces the dictionaries; a failed read keeps them', async () => {
    let fail = false;
    const { io, sent, session } = setup({
      '/common/dictEnumMapAll': () =>
        fail ? { code: 500 } : { code: 0, data: { side: [{ code: 'buy', name: 'Buy' }] } },
    });
    await io.reloadDictionaries(session);
    fail = true;
    await io.reloadDictionaries(session);
    expect(sent).toEqual([
      { type: 'dictionaries.updated', dictionaries: { side: [{ code: 'buy', name: 'Buy' }] } },
    ]);
  });

  it('checks no login without a stored token', async () => {
    const { io, calls } = setup({});
    const output = await toPromise(createActor(io.actors.checkLogin).start());
    expect(output).toEqual({ isLogin: false, role: null });
    expect(calls).toEqual([]);
  });
});
