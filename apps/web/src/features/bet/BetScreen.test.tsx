import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl, type RecordedCall } from '../../shared/testing/testApi';
import type { BetRecord } from './BetLists';
import { BetScreen } from './BetScreen';

const NOW = Date.parse('2026-01-31T09:30:20.000Z');
const period = {
  ...fixtures.currentPeriod,
  cutoffTime: '2026-01-31T09:30:50.000Z',
  secondsLeft: 40,
  cutoffSecondsLeft: 30,
};
const ok = (data: unknown) => () => ({ code: 0, data });

function betApi(extra: Record<string, (call: RecordedCall) => unknown> = {}) {
  return createTestApi({
    '/bet/coin/all': ok(fixtures.betCoins),
    '/bet/coin/type/all': ok(fixtures.betCoinTypes),
    '/bet/coin/period/1/currInfo': ok(period),
    '/bet/coin/period/1/records/100': ok([fixtures.settledPeriod]),
    '/bet/coin/kdata/crypto/BTC/30/1m': ok(fixtures.candles),
    '/user/bet/records': (call) =>
      ok({
        list: (call.body as { status: string }).status === 'in_progress' ? [] : [],
        total: 0,
        page: 1,
        limit: 20,
      })(),
    '/common/getToken': ok({ token: 'tok-12345678', expiresAt: '2026-02-01T00:00:00Z' }),
    ...(extra as Record<string, () => { code: number }>),
  });
}

function show(
  api: ReturnType<typeof betApi>['api'],
  props: Partial<Parameters<typeof BetScreen>[0]> = {},
) {
  return render(
    withIntl(
      <BetScreen
        api={api}
        offered
        loggedIn
        balance="500"
        loginHref="/m/login"
        clock={() => NOW}
        timeZone="UTC"
        {...props}
      />,
    ),
  );
}

describe('BetScreen', () => {
  it('switched off by the operator: says it is not offered and calls no bet endpoint', () => {
    const { api, calls } = betApi();
    show(api, { offered: false });
    expect(screen.getByText('Timed bets are not offered here')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a visitor sees the period and is asked to log in; none of the user calls is made', async () => {
    const { api, calls } = betApi();
    show(api, { loggedIn: false, balance: null });
    expect(await screen.findByRole('link', { name: 'Log in to bet' })).toBeTruthy();
    expect((await screen.findByTestId('bet-cutoff-countdown')).textContent).toContain('0:30');
    expect(screen.getByTestId('bet-end-countdown').textContent).toContain('0:40');
    expect(screen.getByTestId('bet-open-price').textContent).toContain('97,250.12');
    expect(calls.some((c) => c.path.startsWith('/user/'))).toBe(false);
  });

  it('the price line follows the live price of the product that decides the bets', async () => {
    const { api } = betApi({
      '/bet/coin/all': ok(fixtures.betCoins.map((c) => ({ ...c, productCode: `${c.code}USDT` }))),
    });
    const asked: (string | null)[] = [];
    let live: string | undefined;
    const view = (price: string | undefined) => {
      live = price;
      return withIntl(
        <BetScreen
          api={api}
          offered
          loggedIn={false}
          balance={null}
          loginHref="/m/login"
          clock={() => NOW}
          timeZone="UTC"
          useLivePrice={(code) => {
            asked.push(code);
            return live;
          }}
        />,
      );
    };
    const { rerender } = render(view(undefined));
    const last = () => screen.getByText('Last price').nextElementSibling?.textContent;
    await screen.findByTestId('bet-price-line');
    await waitFor(() => expect(last()).not.toBe('—'));
    const fromCandles = last();
    rerender(view('98765.43'));
    await waitFor(() => expect(last()).toContain('98,765.43'));
    expect(fromCandles).not.toContain('98,765.43');
    expect(asked).toContain('BTCUSDT');
  });

  it('shows the payout before betting and places the bet on the open period with a token', async () => {
    const { api, calls } = betApi({
      '/user/bet/submitList': ok([fixtures.betRecords[1]]),
    });
    show(api);
    const stake = await screen.findByRole('textbox', { name: /Stake/ });
    await userEvent.type(stake, '33.3333');
    expect(screen.getByTestId('bet-payout').textContent).toContain(
      'If you win: 64.9999 USDT back (31.6666 USDT profit at a rate of 0.95)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bet Up' }));
    expect(await screen.findByText(/Bet placed: 33.3333 USDT on Up/)).toBeTruthy();
    const submit = calls.find((c) => c.path === '/user/bet/submitList');
    expect(submit?.body).toEqual({
      list: [{ periodId: 50231, playCode: 'up', amount: '33.3333' }],
    });
    expect(calls.map((c) => c.path)).toContain('/common/getToken');
  });

  it('after the cut-off a bet is refused with a clear message, without asking the server', async () => {
    const { api, calls } = betApi();
    show(api, { clock: () => Date.parse('2026-01-31T09:30:55.000Z') });
    expect((await screen.findByTestId('bet-cutoff-passed')).textContent).toContain(
      'Betting on this period has closed. The next period opens in 0:05.',
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet Up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Betting on this period has closed. Bet on the next period.',
    );
    expect(calls.some((c) => c.path === '/user/bet/submitList')).toBe(false);
  });

  it("the server's cut-off refusal (1022) is said in the app's words", async () => {
    const { api } = betApi({
      '/user/bet/submitList': () => ({ code: 1022, msg: 'Betting on this period closed' }),
    });
    show(api);
    await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet Up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Betting on this period has closed. Bet on the next period.',
    );
    // Sent again, the same bet for the closed period would be refused again: only a change is offered.
    expect(screen.getByRole('button', { name: 'Change the bet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failure without an answer (a server error) offers to send the same bet again, with its token', async () => {
    let attempts = 0;
    const { api, calls } = betApi({
      '/user/bet/submitList': () =>
        (attempts += 1) === 1
          ? { code: 500, msg: 'Internal error' }
          : { code: 0, data: [fixtures.betRecords[1]] },
    });
    show(api);
    await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet Up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
    const submits = calls.filter((c) => c.path === '/user/bet/submitList');
    expect(submits.map((c) => c.idempotentToken)).toEqual(['tok-12345678', 'tok-12345678']);
    expect(submits[1]!.body).toEqual(submits[0]!.body);
    expect(await screen.findByText(/Bet placed/)).toBeTruthy();
  });

  it("a refusal for too many money calls (429) is said in the app's words, not the server's English", async () => {
    const { api } = betApi({
      '/user/bet/submitList': () => ({
        code: 429,
        msg: 'Too many money requests; try again in 42 s',
      }),
    });
    show(api);
    await userEvent.type(await screen.findByRole('textbox', { name: /Stake/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet Up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many bets and orders in a short time. This bet was not placed: wait a minute and place it again.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Back to the ticket with the stake kept, the focus on it (the pressed button is gone).
    await userEvent.click(screen.getByRole('button', { name: 'Change the bet' }));
    const stake = screen.getByRole('textbox', { name: /Stake/ });
    await waitFor(() => expect(document.activeElement).toBe(stake));
    expect((stake as HTMLInputElement).value).toBe('10');
  });

  it('a settled bet from the bet topic shows its result', async () => {
    const { api } = betApi();
    let deliver: (bet: BetRecord) => void = () => undefined;
    show(api, {
      betUpdates: (listener) => {
        deliver = listener;
        return () => undefined;
      },
    });
    await screen.findByRole('button', { name: 'Bet Up' });
    act(() => deliver({ ...fixtures.betRecords[0]!, result: 'win', payout: '39' }));
    expect(screen.getByTestId('bet-result').textContent?.replace(/[\u2066\u2069]/g, '')).toContain(
      'You won: 39 USDT credited (period 20260131-0570).',
    );
    act(() => deliver({ ...fixtures.betRecords[0]!, result: 'lose', payout: '0' }));
    expect(screen.getByTestId('bet-result').textContent?.replace(/[\u2066\u2069]/g, '')).toContain(
      'You lost your 20 USDT stake (period 20260131-0570).',
    );
  });

  it('an open bet whose period ended says settlement is in progress', async () => {
    const { api } = betApi({
      '/user/bet/records': (call) => ({
        code: 0,
        data: {
          list:
            (call.body as { status: string }).status === 'in_progress'
              ? [{ ...fixtures.betRecords[1]!, endTime: '2026-01-31T09:30:00.000Z' }]
              : [],
          total: 1,
          page: 1,
          limit: 20,
        },
      }),
    });
    show(api);
    expect((await screen.findByTestId('bet-settling')).textContent).toContain(
      'Settlement in progress, please wait patiently',
    );
    const open = await screen.findByTestId('bet-open-list');
    await waitFor(() => expect(within(open).getByText('Settling…')).toBeTruthy());
  });
});
