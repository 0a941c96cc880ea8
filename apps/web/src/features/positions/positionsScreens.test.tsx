import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import type { Schema } from '@repo/api-schema/schema';
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

  it('says why the system revoked an order in the user’s words, never its English reason', async () => {
    const revoked = (orderNo: string, reasonCode: 'margin_unavailable' | null) => ({
      ...fixtures.pendingOrder,
      orderNo,
      status: 'revoked' as const,
      reason: 'Margin could not be held at the fill price 99000',
      reasonCode,
    });
    const kit = positionsKit({
      '/user/orders/history': () =>
        page([revoked('O1', 'margin_unavailable'), revoked('O2', null)]),
    });
    render(kit.wrap(<OrderHistory api={kit.api} detailPath={DETAIL} timeZone="UTC" />));
    expect(
      await screen.findByText(
        'Revoked: the margin and fee could not be held when the price was reached',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Revoked by the system')).toBeTruthy();
    expect(screen.queryByText(/Margin could not be held/)).toBeNull();
  });
});

describe('PositionDetailScreen', () => {
  const detail = (order: Schema<'Order'>) => {
    const kit = positionsKit({
      [`/user/orders/info/${order.orderNo}`]: () => ({ code: 0, data: order }),
    });
    render(kit.wrap(<PositionDetailScreen api={kit.api} orderNo={order.orderNo} timeZone="UTC" />));
  };
  const entry = (
    status: Schema<'OrderStatus'>,
    event: Schema<'OrderHistoryEvent'>,
    values: Record<string, string>,
    note: string,
    afterRestart = false,
  ): Schema<'OrderHistoryEntry'> => ({
    status,
    time: '2026-01-31T08:00:00Z',
    price: null,
    event,
    values,
    afterRestart,
    note,
  });
  it('shows every transition from its event and values, never the server’s English note', async () => {
    const history = [
      entry(
        'entrusted',
        'placed',
        { orderType: 'limit', direction: 'long', price: '97300', margin: '972.5' },
        'Placed: limit long at 97300; margin 972.5 held',
      ),
      entry(
        'entrusted',
        'stops_edited',
        { stopLoss: '95000' },
        'Stop loss 95000, take profit none',
      ),
      entry(
        'in_position',
        'filled',
        {
          price: '97250.12',
          side: 'ask',
          entry: '97300',
          margin: '972.5012',
          fee: '9.7250',
          gappedPast: '97300',
        },
        'Filled at 97250.12 (ask), entry 97300 (the price gapped past 97300; filled at the tick that crossed); margin 972.5012, fee 9.725',
      ),
      entry(
        'settling',
        'stop_loss_crossed',
        { level: '95000', price: '94990.5', side: 'bid', gappedPast: '95000' },
        'Stop loss 95000 crossed: closed at 94990.5 (bid) (the price gapped past 95000; filled at the tick that crossed); the first price after the server restarted (last evaluated 2026-01-31T07:00:00.000Z)',
        true,
      ),
      entry(
        'closed',
        'closed',
        { price: '94990.5', pnl: '-235.5', openFee: '9.725', closeFee: '9.5' },
        'Closed at 94990.5: P&L -235.5 after fees (open 9.725, close 9.5)',
      ),
    ];
    detail({ ...fixtures.closedOrder, closeReason: 'stop_loss', history });
    const shown = (await screen.findByRole('region', { name: 'What happened' })).textContent!;
    for (const { note } of history) expect(shown).not.toContain(note);
    // Every price and amount went through the app's formatting (grouped): no raw "97250.12".
    expect(shown).not.toMatch(/\d{5}/);
    expect(
      screen.getByText('Placed: Limit Long at 97,300.00; margin 972.50 USDT held'),
    ).toBeTruthy();
    expect(screen.getByText('Stop loss 95,000.00, take profit Not set')).toBeTruthy();
    expect(
      screen.getByText(
        'Filled at 97,250.12 (ask), entry price 97,300.00; margin 972.50 USDT, fee 9.72 USDT',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('The price gapped past 97,300.00: done at the first price that crossed it'),
    ).toBeTruthy();
    expect(screen.getByText('Stop loss 95,000.00 crossed: closed at 94,990.50 (bid)')).toBeTruthy();
    expect(screen.getByText('Settled at the first price after the server restarted')).toBeTruthy();
    expect(
      screen.getByText(
        'Closed at 94,990.50: P&L -235.50 USDT after fees (opening fee 9.72 USDT, closing fee 9.50 USDT)',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('order-reason').textContent).toBe('Stop loss reached');
    expect(screen.getByRole('button', { name: 'Share result' })).toBeTruthy();
    // Only an entry without an event (older than events) shows the note, marked as English.
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('shows each remaining event in the user’s words', async () => {
    const cases: [Schema<'OrderHistoryEntry'>, string][] = [
      [
        entry(
          'in_position',
          'opened_at_market',
          { price: '97250.12', side: 'ask', margin: '972.5', fee: '4.86' },
          'Opened at market at 97250.12 (ask); margin 972.5 held, fee 4.86',
        ),
        'Opened at market at 97,250.12 (ask); margin 972.50 USDT held, fee 4.86 USDT',
      ],
      [
        entry(
          'settling',
          'take_profit_crossed',
          { level: '98000', price: '98000', side: 'bid' },
          'Take profit 98000 crossed: closed at 98000 (bid)',
        ),
        'Take profit 98,000.00 crossed: closed at 98,000.00 (bid)',
      ],
      [
        entry(
          'settling',
          'stop_out',
          { stopOutLevel: '0.8', margin: '972.5', price: '88000', side: 'bid' },
          'Stop-out: the loss reached 0.8 of the margin 972.5; closed at 88000 (bid)',
        ),
        'Stop-out: the loss reached 80% of the margin 972.50 USDT; closed at 88,000.00 (bid)',
      ],
      [
        entry(
          'settling',
          'closed_by_user',
          { price: '98000', side: 'bid' },
          'Closed by the user at market at 98000 (bid)',
        ),
        'Closed by you at market at 98,000.00 (bid)',
      ],
      [
        entry(
          'settling',
          'closed_by_demo_reset',
          { price: '98000' },
          'Closed at 98000: the demo account was reset',
        ),
        'Closed at 98,000.00: the demo account was reset',
      ],
      [
        entry(
          'cancelled',
          'cancelled_by_user',
          { margin: '990' },
          'Cancelled by the user; margin 990 released',
        ),
        'Cancelled by you; margin 990.00 USDT released',
      ],
      [
        entry(
          'cancelled',
          'cancelled_by_demo_reset',
          { margin: '990' },
          'Cancelled: the demo account was reset; margin 990 released',
        ),
        'Cancelled: the demo account was reset; margin 990.00 USDT released',
      ],
      [
        entry(
          'revoked',
          'revoked_margin_unavailable',
          { price: '120009.63', margin: '1200.0963', fee: '6.0004815', available: '1020' },
          'Margin could not be held at the fill price 120009.63: margin 1200.0963 and fee 6.0004815 needed, 1020 available',
        ),
        'Revoked at the fill price 120,009.63: margin 1,200.09 USDT and fee 6.00 USDT needed, 1,020.00 USDT available',
      ],
    ];
    detail({ ...fixtures.closedOrder, history: cases.map(([e]) => e) });
    await screen.findByRole('region', { name: 'What happened' });
    for (const [{ note }, text] of cases) {
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByText(note)).toBeNull();
    }
  });

  it('shows the English note, marked as such, only for an entry older than events', async () => {
    const note =
      'Stop loss crossed at 95000 (bid); settled at the first price after the server restarted';
    detail({
      ...fixtures.closedOrder,
      history: [entry('closed', 'note_only', {}, note, true)],
    });
    const shown = await screen.findByText(note);
    expect(shown.getAttribute('lang')).toBe('en');
  });

  it('says why the system revoked an order from its reason code, not its English reason', async () => {
    const reason =
      'Margin could not be held at the fill price 99000: margin 990 and fee 9.9 needed, 500 available';
    detail({
      ...fixtures.pendingOrder,
      status: 'revoked',
      reason,
      reasonCode: 'margin_unavailable',
    });
    expect((await screen.findByTestId('order-reason')).textContent).toBe(
      'Revoked: the margin and fee could not be held when the price was reached',
    );
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('an order that does not exist is said so', async () => {
    const kit = positionsKit({
      '/user/orders/info/nope': () => ({ code: 404, msg: 'No such order' }),
    });
    render(kit.wrap(<PositionDetailScreen api={kit.api} orderNo="nope" />));
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
  });
});
