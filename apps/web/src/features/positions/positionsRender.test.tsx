/**
 * The positions render benchmark (issue 14's budget; `npm run budget` runs this file and prints its
 * figures): 100 open positions over 10 products, 200 price messages a second for 2 seconds, flushed
 * the way the app's price store flushes them (one frame every PRICE_FLUSH_INTERVAL_MS), with the
 * order topic re-reading the list once a second. React's Profiler counts each row's renders and the
 * commits; a row may render at most once per message of its own product, and React may commit at
 * most 60 times a second.
 */
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { PRICE_FLUSH_INTERVAL_MS } from '../../platform/prices/priceStore';
import { apiKey } from '../../shared/data/queryClient';
import type { Order } from './livePnl';
import { PositionsList } from './OrderLists';
import { page, positionsKit } from './testKit';

const PRODUCTS = Array.from({ length: 10 }, (_, i) => `P${i}USDT`);
const POSITIONS: Order[] = Array.from({ length: 100 }, (_, i) => ({
  ...fixtures.openOrder,
  orderNo: `O${String(i).padStart(6, '0')}`,
  productId: (i % 10) + 1,
  productCode: PRODUCTS[i % 10]!,
  direction: i % 2 === 0 ? 'long' : 'short',
  openPrice: '100',
  margin: '10',
  fee: '0.01',
  profitLoss: null,
}));
const RATE = 200;
const SECONDS = 2;
const LIMITS = { rowRendersPerMessage: 1, commitsPerSecond: 60 };

/** A deterministic pseudo-random sequence (the bench is the same on every run). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function mountBench() {
  // Each re-read answers new objects with the same content, as a server does.
  const kit = positionsKit({
    '/user/orders/list': () => page(POSITIONS.map((order) => ({ ...order }))),
  });
  const rows = new Map<string, number>();
  let commits = 0;
  const onRow: ProfilerOnRenderCallback = (id) => rows.set(id, (rows.get(id) ?? 0) + 1);
  const onCommit: ProfilerOnRenderCallback = () => (commits += 1);
  render(
    kit.wrap(
      <Profiler id="positions" onRender={onCommit}>
        <PositionsList api={kit.api} detailPath="/m/user/trade/position" onRowCommit={onRow} />
      </Profiler>,
    ),
  );
  await waitFor(() => expect(screen.getAllByTestId(/^position-row-/)).toHaveLength(100));
  // Every product's rules are in (the rows have what they compute with).
  await waitFor(() =>
    expect(
      kit.queryClient.isFetching({ predicate: (q) => String(q.queryKey[0]).includes('rule') }),
    ).toBe(0),
  );
  const reset = () => {
    rows.clear();
    commits = 0;
  };
  const rereadList = async () => {
    await act(async () => {
      await kit.queryClient.invalidateQueries({ queryKey: apiKey('/user/orders/list') });
    });
  };
  return { kit, rows, commits: () => commits, reset, rereadList };
}

describe('positions render budget', () => {
  it('a re-read of the list with the same orders renders no row (rows are memoised)', async () => {
    const bench = await mountBench();
    bench.reset();
    await bench.rereadList();
    expect(bench.kit.calls.filter((c) => c.path === '/user/orders/list').length).toBe(2);
    expect([...bench.rows.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it(`100 positions at ${RATE} price messages/s: ≤ 1 row render per message of its product, ≤ 60 commits/s`, async () => {
    const bench = await mountBench();
    bench.reset();
    const random = sequence(14);
    const messagesOf = new Map<string, number>();
    const flushes = (SECONDS * 1000) / PRICE_FLUSH_INTERVAL_MS;
    const perFlush = (RATE * PRICE_FLUSH_INTERVAL_MS) / 1000;
    for (let flush = 0; flush < flushes; flush += 1) {
      for (let m = 0; m < perFlush; m += 1) {
        const code = PRODUCTS[Math.floor(random() * PRODUCTS.length)]!;
        messagesOf.set(code, (messagesOf.get(code) ?? 0) + 1);
        bench.kit.tick(code, (95 + random() * 10).toFixed(2));
      }
      act(() => bench.kit.frames.runFrame());
      // The order topic: another order changed, the list is read again once a second.
      if ((flush + 1) % (1000 / PRICE_FLUSH_INTERVAL_MS) === 0) await bench.rereadList();
    }
    const sent = [...messagesOf.values()].reduce((a, b) => a + b, 0);
    const worstRow = Math.max(
      ...POSITIONS.map(
        (order) => (bench.rows.get(order.orderNo) ?? 0) / (messagesOf.get(order.productCode) ?? 1),
      ),
    );
    const figures = {
      positions: POSITIONS.length,
      messages: sent,
      rowRenders: [...bench.rows.values()].reduce((a, b) => a + b, 0),
      rowRendersPerMessageOfItsProduct: Number(worstRow.toFixed(3)),
      commitsPerSecond: Number((bench.commits() / SECONDS).toFixed(1)),
    };
    console.log(`positions render bench: ${JSON.stringify(figures)}`);
    expect(figures.rowRendersPerMessageOfItsProduct).toBeLessThanOrEqual(
      LIMITS.rowRendersPerMessage,
    );
    expect(figures.commitsPerSecond).toBeLessThanOrEqual(LIMITS.commitsPerSecond);
    // Every row did follow its prices (the figures are not zero because nothing rendered).
    expect(POSITIONS.every((order) => (bench.rows.get(order.orderNo) ?? 0) > 0)).toBe(true);
  }, 60_000);
});
