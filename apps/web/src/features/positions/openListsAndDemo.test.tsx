import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryStorage } from '@repo/api-schema/client';
import { fixtures } from '@repo/api-schema/mocks';
import type { Order } from './livePnl';
import { PendingList, PositionsList } from './OrderLists';
import OrderHistoryPage from './OrderHistoryPage';
import { OPEN_MAX_PAGES, OPEN_PAGE_SIZE, readOpenOrders } from './orderApi';
import { PositionDetailScreen } from './PositionDetailScreen';
import { PositionsPanel } from './PositionsPanel';
import { positionsKit, type Call } from './testKit';

const DETAIL = '/m/user/trade/position';

const numbered = (prefix: string, count: number, base: Order): Order[] =>
  Array.from({ length: count }, (_, i) => ({
    ...base,
    orderNo: `${prefix}${String(i).padStart(6, '0')}`,
  }));

/** The server's list: newest first, one page of `limit` at `page`, with the total (as the contract). */
function pages(orders: readonly Order[]) {
  return (call: Call) => {
    const { page = 1, limit = 20 } = call.body as { page?: number; limit?: number };
    return {
      code: 0,
      data: {
        list: orders.slice((page - 1) * limit, page * limit),
        total: orders.length,
        page,
        limit,
      },
    };
  };
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/user/orders/list');

describe('the open lists show every open order, not only the first 50', () => {
  it('120 positions: all rows, the count, read page by page; the 51st can be closed', async () => {
    const open = numbered('P', 120, fixtures.openOrder);
    const kit = positionsKit({
      '/user/orders/list': pages(open),
      '/common/getToken': () => ({
        code: 0,
        data: { token: 'close-51', expiresAt: '2026-02-01T00:00:00Z' },
      }),
      '/user/orders/close': () => ({ code: 0, data: { ...fixtures.closedOrder } }),
    });
    const user = userEvent.setup();
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    await waitFor(() => expect(screen.getAllByTestId(/^position-row-/)).toHaveLength(120));
    expect(screen.getByTestId('orders-count').textContent).toBe('120 open positions');
    expect(listCalls(kit.calls).map((c) => c.body)).toEqual([
      { status: ['in_position', 'settling'], page: 1, limit: OPEN_PAGE_SIZE },
      { status: ['in_position', 'settling'], page: 2, limit: OPEN_PAGE_SIZE },
      { status: ['in_position', 'settling'], page: 3, limit: OPEN_PAGE_SIZE },
    ]);
    const fiftyFirst = screen.getByTestId(`position-row-${open[50]!.orderNo}`);
    await user.click(within(fiftyFirst).getByRole('button', { name: 'Close BTCUSDT Long' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await waitFor(() =>
      expect(kit.calls.find((c) => c.path === '/user/orders/close')?.body).toEqual({
        orderNo: open[50]!.orderNo,
      }),
    );
  });

  it('51 pending orders: all of them, with the count', async () => {
    const pending = numbered('E', 51, fixtures.pendingOrder);
    const kit = positionsKit({ '/user/orders/list': pages(pending) });
    render(kit.wrap(<PendingList api={kit.api} detailPath={DETAIL} />));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Cancel pending BTCUSDT Short' })).toHaveLength(
        51,
      ),
    );
    expect(screen.getByTestId('orders-count').textContent).toBe('51 pending orders');
    expect(listCalls(kit.calls)).toHaveLength(2);
  });

  it('one open position reads one page and says "1 open position"', async () => {
    const kit = positionsKit({ '/user/orders/list': pages([fixtures.openOrder]) });
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    expect((await screen.findByTestId('orders-count')).textContent).toBe('1 open position');
    expect(listCalls(kit.calls)).toHaveLength(1);
  });

  it('an order pushed to the next page while the pages are read (a new order came) is listed once', async () => {
    const open = numbered('P', 60, fixtures.openOrder);
    const fresh = { ...fixtures.openOrder, orderNo: 'PNEW' };
    let reads = 0;
    const kit = positionsKit({
      '/user/orders/list': (call) => {
        reads += 1;
        // The second page is read after a new order arrived: everything moved down by one.
        return pages(reads === 1 ? open : [fresh, ...open])(call);
      },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    await waitFor(() => expect(listCalls(kit.calls)).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId(/^position-row-/)).toHaveLength(60));
    // No duplicate row (React would warn about a duplicate key).
    expect(errors.mock.calls.some((args) => String(args[0]).includes('same key'))).toBe(false);
    errors.mockRestore();
  });

  it('says when it shows fewer than the server counts (the read ended early)', async () => {
    const kit = positionsKit({
      '/user/orders/list': () => ({
        code: 0,
        data: { list: [fixtures.openOrder], total: 3, page: 1, limit: OPEN_PAGE_SIZE },
      }),
    });
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    expect((await screen.findByTestId('orders-count')).textContent).toBe('3 open positions');
    expect(screen.getByText('Showing the newest 1 of 3.')).toBeTruthy();
  });

  it('stops at its bound when the list never ends, keeping the server’s count', async () => {
    let served = 0;
    const api = createApiClient({
      baseUrl: 'http://app.test',
      storage: createMemoryStorage(),
      fetch: async (request) => {
        const { page, limit } = (await request.json()) as { page: number; limit: number };
        served += 1;
        const list = numbered(`R${page}-`, limit, fixtures.openOrder);
        return Response.json({ code: 0, msg: '', data: { list, total: 1_000_000, page, limit } });
      },
    });
    const all = await readOpenOrders(api, ['in_position']);
    expect(served).toBe(OPEN_MAX_PAGES);
    expect(all.list).toHaveLength(OPEN_MAX_PAGES * OPEN_PAGE_SIZE);
    expect(all.total).toBe(1_000_000);
  });
});

const asDemo = { '/user/getUserInfo': () => ({ code: 0, data: fixtures.demoInfo }) };
const asUser = { '/user/getUserInfo': () => ({ code: 0, data: fixtures.userInfo }) };
const DEMO_TEXT = 'Demo account: these orders use virtual funds, not real money.';

describe('the order screens say plainly when the account is a demo', () => {
  it('the positions panel', async () => {
    const kit = positionsKit({ ...asDemo, '/user/orders/list': pages([fixtures.openOrder]) });
    render(kit.wrap(<PositionsPanel />));
    expect((await screen.findByTestId('demo-notice')).textContent).toBe(DEMO_TEXT);
  });

  it('the position detail', async () => {
    const kit = positionsKit({
      ...asDemo,
      [`/user/orders/info/${fixtures.openOrder.orderNo}`]: () => ({
        code: 0,
        data: fixtures.openOrder,
      }),
    });
    render(kit.wrap(<PositionDetailScreen api={kit.api} orderNo={fixtures.openOrder.orderNo} />));
    expect((await screen.findByTestId('demo-notice')).textContent).toBe(DEMO_TEXT);
  });

  it('the order history page', async () => {
    const kit = positionsKit({
      ...asDemo,
      '/user/orders/history': pages([fixtures.closedOrder]),
    });
    render(kit.wrap(<OrderHistoryPage />));
    expect((await screen.findByTestId('demo-notice')).textContent).toBe(DEMO_TEXT);
  });

  it('a real account gets no demo notice', async () => {
    const kit = positionsKit({ ...asUser, '/user/orders/list': pages([fixtures.openOrder]) });
    render(kit.wrap(<PositionsPanel />));
    await screen.findByTestId(`position-row-${fixtures.openOrder.orderNo}`);
    await waitFor(() => expect(kit.calls.some((c) => c.path === '/user/getUserInfo')).toBe(true));
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });
});
