import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { PendingList, PositionsList } from './OrderLists';
import { OrderHistory } from './OrderHistory';
import { PositionDetailScreen } from './PositionDetailScreen';
import { page, positionsKit, type Call } from './testKit';

const open = fixtures.openOrder; // long 0.1 BTCUSDT at 97250.12
const DETAIL = '/m/user/trade/position';
const listOf = (call: Call) => (call.body as { status?: string[] }).status;

describe('PositionsList', () => {
  it('shows each position with its live P&L, which follows its own product’s price', async () => {
    const kit = positionsKit({ '/user/orders/list': () => page([open]) });
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    const row = await screen.findByTestId(`position-row-${open.orderNo}`);
    expect(kit.watched).toContainEqual(['BTCUSDT']);
    act(() => {
      kit.tick('BTCUSDT', '98000');
      kit.frames.runFrame();
    });
    await waitFor(() =>
      expect(within(row).getByTestId('position-pnl').textContent).toBe('+55.41 USDT (+5.69%)'),
    );
    act(() => {
      kit.tick('BTCUSDT', '97000');
      kit.frames.runFrame();
    });
    expect(within(row).getByTestId('position-pnl').textContent).toMatch(/^-\d/);
    expect(kit.calls.find((c) => c.path === '/user/orders/list')).toMatchObject({
      body: { status: ['in_position', 'settling'] },
    });
  });

  it('closes at market after a confirmation, with one idempotency token reused on a retry', async () => {
    let closes = 0;
    let token = 0;
    const kit = positionsKit({
      '/user/orders/list': () => page([open]),
      '/common/getToken': () => ({
        code: 0,
        data: { token: `intent-${(token += 1)}`, expiresAt: '2026-02-01T00:00:00Z' },
      }),
      '/user/orders/close': () =>
        (closes += 1) === 1
          ? new Response('', { status: 502 })
          : { code: 0, data: { ...fixtures.closedOrder } },
    });
    const user = userEvent.setup();
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    await user.click(await screen.findByRole('button', { name: 'Close BTCUSDT Long' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Close this position at market?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /will not be done twice/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = kit.calls.filter((c) => c.path === '/user/orders/close');
    expect(sent.map((c) => c.token)).toEqual(['intent-1', 'intent-1']);
    expect(sent[0]!.body).toEqual({ orderNo: open.orderNo });
    expect(kit.calls.filter((c) => c.path === '/common/getToken')).toHaveLength(1);
    // The lists are read again after the close.
    await waitFor(() =>
      expect(kit.calls.filter((c) => c.path === '/user/orders/list').length).toBeGreaterThan(1),
    );
  });

  it('edits SL/TP: a level on the wrong side is refused with the reason, before anything is sent', async () => {
    const kit = positionsKit({ '/user/orders/list': () => page([open]) });
    const user = userEvent.setup();
    act(() => {
      kit.tick('BTCUSDT', '98000');
      kit.frames.runFrame();
    });
    render(kit.wrap(<PositionsList api={kit.api} detailPath={DETAIL} />));
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit stop loss and take profit of BTCUSDT Long',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop loss and take profit' });
    const stop = within(dialog).getByRole('textbox', { name: 'Stop loss' });
    await user.clear(stop);
    await user.type(stop, '98500');
    expect(within(dialog).getByText('A long’s stop loss must be below 97,999.50.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.clear(stop);
    await user.type(stop, '97000');
    // (97000 − 97250.12) × 0.1 − 9.72 − 9.7 = −44.432
    expect(within(dialog).getByText('P&L at this price: -44.43 USDT')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(kit.calls.some((c) => c.path === '/user/orders/update')).toBe(false);
  });
});

describe('PendingList', () => {
  it('cancels a pending order after a confirmation', async () => {
    const kit = positionsKit({
      '/user/orders/list': (call) =>
        page(listOf(call)?.includes('entrusted') ? [fixtures.pendingOrder] : []),
      '/common/getToken': () => ({
        code: 0,
        data: { token: 'cancel-token', expiresAt: '2026-02-01T00:00:00Z' },
      }),
      '/user/orders/cancel': () => ({
        code: 0,
        data: { ...fixtures.pendingOrder, status: 'cancelled' },
      }),
    });
    const user = userEvent.setup();
    render(kit.wrap(<PendingList api={kit.api} detailPath={DETAIL} />));
    await user.click(await screen.findByRole('button', { name: 'Cancel pending BTCUSDT Short' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('99,000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(kit.calls.find((c) => c.path === '/user/orders/cancel')).toMatchObject({
      token: 'cancel-token',
      body: { orderNo: fixtures.pendingOrder.orderNo },
    });
  });
});

describe('OrderHistory', () => {
  it('sends each filter, restarts at page 1 and says when nothing matches', async () => {
    const kit = positionsKit({
      '/user/orders/history': (call) =>
        page((call.body as { direction?: string }).direction ? [] : [fixtures.closedOrder]),
    });
    const user = userEvent.setup();
    render(kit.wrap(<OrderHistory api={kit.api} detailPath={DETAIL} withFilters timeZone="UTC" />));
    await screen.findByTestId(`history-row-${fixtures.closedOrder.orderNo}`);
    await user.click(screen.getByRole('button', { name: /Direction/ }));
    await user.click(await screen.findByRole('option', { name: 'Short' }));
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Last week' }));
    await waitFor(() => {
      const last = kit.calls.filter((c) => c.path === '/user/orders/history').at(-1)!;
      expect(last.body).toMatchObject({ page: 1, limit: 20, direction: 'short' });
      expect(last.body).toHaveProperty('startTime');
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByTestId(`history-row-${fixtures.closedOrder.orderNo}`);
    expect(kit.calls.at(-1)!.body).toEqual({ page: 1, limit: 20 });
  });

  it('shows why an order ended', async () => {
    const kit = positionsKit({
      '/user/orders/history': () =>
        page([
          {
            ...fixtures.closedOrder,
            closeReason: 'stop_out',
            profitLoss: '-972.5',
            result: 'loss',
          },
        ]),
    });
    render(kit.wrap(<OrderHistory api={kit.api} detailPath={DETAIL} timeZone="UTC" />));
    expect(
      await screen.findByText('Stop-out: the loss reached the stop-out level of the margin'),
    ).toBeTruthy();
  });
});

describe('PositionDetailScreen', () => {
  it('shows every transition the server recorded, restart notes included', async () => {
    const kit = positionsKit({
      [`/user/orders/info/${fixtures.closedOrder.orderNo}`]: () => ({
        code: 0,
        data: {
          ...fixtures.closedOrder,
          closeReason: 'stop_loss',
          history: [
            {
              status: 'in_position',
              time: '2026-01-30T08:00:00Z',
              note: 'Opened at 97250.12 (ask)',
            },
            {
              status: 'closed',
              time: '2026-01-31T08:00:00Z',
              note: 'Stop loss crossed at 95000 (bid); settled at the first price after the server restarted',
            },
          ],
        },
      }),
    });
    render(
      kit.wrap(
        <PositionDetailScreen
          api={kit.api}
          orderNo={fixtures.closedOrder.orderNo}
          timeZone="UTC"
        />,
      ),
    );
    expect(await screen.findByText(/after the server restarted/)).toBeTruthy();
    expect(screen.getByTestId('order-reason').textContent).toBe('Stop loss reached');
    expect(screen.getByRole('button', { name: 'Share result' })).toBeTruthy();
  });

  it('an order that does not exist is said so', async () => {
    const kit = positionsKit({
      '/user/orders/info/nope': () => ({ code: 404, msg: 'No such order' }),
    });
    render(kit.wrap(<PositionDetailScreen api={kit.api} orderNo="nope" />));
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
  });
});
