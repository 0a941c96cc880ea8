import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { TradeTicket, type TradeTicketProps } from './TradeTicket';

// jsdom has no CSS.escape; react-aria's focus handling in the dialog uses it.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, { CSS: { escape: (v: string) => v.replace(/[^\w-]/g, '\\$&') } });
}

const product = fixtures.products[0]!;
const rule = fixtures.tradeRule;
const order = { ...fixtures.openOrder, orderNo: 'O-42', openPrice: '100000.5' };

/** A test client that also lists the order placements. */
function api(routes: Parameters<typeof createTestApi>[0]) {
  const { api: client, calls } = createTestApi(routes);
  return { client, calls, builds: () => calls.filter((c) => c.path === '/user/orders/build') };
}

function ticket(props: Partial<TradeTicketProps> & Pick<TradeTicketProps, 'api'>) {
  const all: TradeTicketProps = {
    product,
    rule,
    quote: { bid: '99999.5', ask: '100000.5' },
    available: '5000',
    loggedIn: true,
    demo: false,
    marketOpen: true,
    rulesHref: '/m/trade/rules/1',
    desktop: false,
    skipConfirm: false,
    onSkipConfirm: vi.fn(),
    onLogin: vi.fn(),
    onPlaced: vi.fn(),
    ...props,
  };
  render(withIntl(<TradeTicket {...all} />));
  return all;
}

const tokenRoute = () => ({ code: 0, data: { token: 'tok-12345678' } });

describe('the trade ticket', () => {
  it('shows margin, fee and the result at the take profit before anything is sent', async () => {
    const { client, calls } = api({});
    ticket({ api: client });
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Lots' }));
    await user.type(screen.getByRole('textbox', { name: 'Lots' }), '0.1');
    await user.type(screen.getByRole('textbox', { name: 'Take profit (optional)' }), '101000.5');
    const figures = screen.getByTestId('trade-figures').textContent;
    // Long at the ask: 100000.5 × 0.1 ÷ ×1 (the rule's first multiple), fee 0.1 % of the value.
    expect(figures).toContain('Margin10,000.0500 USDT');
    expect(figures).toContain('Fee on open10.0000 USDT');
    expect(
      screen.getByText('About 79.8999 USDT if it closes at this price, after fees'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps a stop loss on the wrong side in the ticket, with the reason, and sends nothing', async () => {
    const { client, calls } = api({});
    ticket({ api: client });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Stop loss (optional)' }), '100000');
    await user.click(screen.getByRole('button', { name: 'Open long' }));
    expect(
      await screen.findByText(
        'A long’s stop loss must be below the price it closes at, a short’s above it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a double tap on Confirm places one order with one token', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { client, calls, builds } = api({
      '/common/getToken': tokenRoute,
      '/user/orders/build': async () => {
        await answered;
        return { code: 0, data: order };
      },
    });
    const props = ticket({ api: client });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open long' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the order' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await user.click(confirm);
    await waitFor(() => expect(builds()).toHaveLength(1));
    release();
    expect(await screen.findByText('Order O-42 is open at 100,000.50.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/common/getToken')).toHaveLength(1);
    expect(builds()[0]).toMatchObject({
      idempotentToken: 'tok-12345678',
      body: { productId: 1, direction: 'long', orderType: 'market', lotSize: '0.01', multiple: 1 },
    });
    expect(props.onPlaced).toHaveBeenCalledTimes(1);
  });

  it('a lost answer is asked about with the same token and body: one order, and it says so', async () => {
    let attempt = 0;
    const { client, builds } = api({
      '/common/getToken': tokenRoute,
      '/user/orders/build': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { code: 0, data: order };
      },
    });
    ticket({ api: client, skipConfirm: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open long' }));
    expect(await screen.findByText(/it was placed once/)).toBeTruthy();
    expect(builds()).toHaveLength(2);
    expect(builds()[1]).toEqual(builds()[0]);
  });

  it('asks a visitor to log in when they submit, and sends nothing', async () => {
    const { client, calls } = api({});
    const props = ticket({ api: client, loggedIn: false, available: null });
    expect(screen.getByText('Log in to see it')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in to trade' }));
    expect(props.onLogin).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('says a market-closed refusal in its own words', async () => {
    const { client } = api({
      '/common/getToken': tokenRoute,
      '/user/orders/build': () => ({ code: 1020, msg: 'BTCUSDT is outside its trading sessions' }),
    });
    ticket({ api: client, skipConfirm: true, marketOpen: false });
    expect(screen.getByTestId('trade-market-closed')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open long' }));
    expect(
      await screen.findByText(
        'The market is closed for this product right now. Place a limit or stop order, or try again in its trading hours.',
      ),
    ).toBeTruthy();
  });

  it('says a refusal for too many money calls (429) in its own words, not the server’s English', async () => {
    const { client } = api({
      '/common/getToken': tokenRoute,
      '/user/orders/build': () => ({
        code: 429,
        msg: 'Too many money requests; try again in 42 s',
      }),
    });
    ticket({ api: client, skipConfirm: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open long' }));
    expect((await screen.findByTestId('trade-outcome')).textContent).toBe(
      'Too many orders and changes in a short time. This one was not placed: wait a minute and place it again.',
    );
  });

  it('remembers "don’t ask again" for the session', async () => {
    const { client } = api({
      '/common/getToken': tokenRoute,
      '/user/orders/build': () => ({ code: 0, data: order }),
    });
    const props = ticket({ api: client });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open long' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Don’t ask again in this session' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Order O-42 is open at 100,000.50.');
    expect(props.onSkipConfirm).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the account is a demo', () => {
    const { client } = api({});
    ticket({ api: client, demo: true });
    expect(
      screen.getByText('Demo account: you trade with virtual funds, not real money.'),
    ).toBeTruthy();
  });
});
