import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { ExchangeScreen } from './ExchangeScreen';

// jsdom has no CSS.escape, which react-aria's collections and popovers use.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

const quote = {
  ...fixtures.exchangeQuote,
  fromCoin: 'BTC',
  amount: '0.01',
  quoteId: 1,
  validSeconds: 30,
  // The server's own expiry is later than the stated validity: the countdown follows the shorter.
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

function server(convert: (quoteId: unknown) => { code: number; msg?: string; data?: unknown }) {
  let quotes = 0;
  return createTestApi({
    '/user/money/info': () => ({ code: 0, data: fixtures.userMoney }),
    '/user/info': () => ({ code: 0, data: fixtures.userInfo }),
    '/exchange/coin/list': () => ({ code: 0, data: fixtures.exchangeCoins }),
    '/user/exchange/quote': () => {
      quotes += 1;
      return { code: 0, data: { ...quote, quoteId: quotes } };
    },
    '/common/getToken': () => ({
      code: 0,
      data: { token: `token-${quotes}-abcdef`, expiresAt: fixtures.exchangeQuote.expiresAt },
    }),
    '/user/exchange/convert': ({ body }) => convert((body as { quoteId?: unknown }).quoteId),
  });
}

describe('ExchangeScreen', () => {
  it('a quote the server says expired is refused; a fresh quote converts', async () => {
    const user = userEvent.setup();
    const { api, calls } = server((quoteId) =>
      quoteId === 1
        ? {
            code: 1000,
            msg: 'Quote expired',
            data: { quoteId: 'validation.exchange.quoteExpired' },
          }
        : { code: 0, data: { ...fixtures.exchangeRecord, fromCoin: 'BTC', amount: '0.01' } },
    );
    render(withIntl(<ExchangeScreen api={api} prefix="/m" />));
    await user.type(await screen.findByRole('textbox', { name: /Quantity/ }), '0.01');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(await screen.findByText('Valid for 30 more seconds')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This quote has expired. Prices move: get a new quote to continue.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm exchange' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Get a new quote' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByRole('heading', { name: 'Exchange complete' })).toBeTruthy();
    const converts = calls.filter((c) => c.path === '/user/exchange/convert');
    expect(converts.map((c) => c.body)).toEqual([
      { fromCoin: 'BTC', toCoin: 'USDT', amount: '0.01', quoteId: 1 },
      { fromCoin: 'BTC', toCoin: 'USDT', amount: '0.01', quoteId: 2 },
    ]);
  });

  it('the countdown runs out on its own and offers a fresh quote instead of confirm', async () => {
    const user = userEvent.setup();
    let clock = 1_000_000;
    const { api } = server(() => ({ code: 0, data: fixtures.exchangeRecord }));
    render(withIntl(<ExchangeScreen api={api} prefix="/m" now={() => clock} />));
    await user.type(await screen.findByRole('textbox', { name: /Quantity/ }), '0.01');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(await screen.findByText('Valid for 30 more seconds')).toBeTruthy();
    act(() => {
      clock += 29_100;
    });
    expect(await screen.findByText('Valid for 1 more second')).toBeTruthy();
    act(() => {
      clock += 1_000;
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Confirm exchange' })).toBeNull();
  });

  it('asks for a quantity within the holding before any quote', async () => {
    const user = userEvent.setup();
    const { api, calls } = server(() => ({ code: 0, data: fixtures.exchangeRecord }));
    render(withIntl(<ExchangeScreen api={api} prefix="/m" />));
    await user.click(await screen.findByRole('button', { name: 'Get quote' }));
    expect(await screen.findByText('Enter the quantity to exchange')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Quantity/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(await screen.findByText('That is more than you hold')).toBeTruthy();
    expect(calls.some((c) => c.path === '/user/exchange/quote')).toBe(false);
  });
});
