import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from '../../app/App';
import { createAppServices } from '../../app/services/appServices';
import { bootRoutes, createTestParts, type Routes } from '../../app/services/testParts';

// jsdom has no CSS.escape, which react-aria's tabs use.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

const screenRoutes: Routes = {
  '/trade/product/info/1': () => ({ code: 0, data: fixtures.products[0] }),
  // No candles route for it: its chart shows an error instead of drawing on jsdom's missing canvas.
  '/trade/product/info/2': () => ({ code: 0, data: fixtures.products[1] }),
  '/trade/product/kdata/BTCUSDT/15m/100': () => ({ code: 0, data: fixtures.candles }),
  '/common/language/list': () => ({ code: 0, data: fixtures.languages }),
  '/common/appDownload': () => ({ code: 0, data: fixtures.appDownload }),
};

function start(path: string) {
  window.history.replaceState(null, '', path);
  let stomp: ReturnType<typeof createTestParts>['stomp'] | undefined;
  const services = createAppServices((hooks) => {
    const test = createTestParts({ ...bootRoutes(), ...screenRoutes }, hooks);
    stomp = test.stomp;
    return test.parts;
  });
  services.start();
  render(<App services={services} />);
  return { stomp: stomp! };
}

describe('routed screens in the app (desktop paths)', () => {
  it('/quotation lists the products and subscribes their price topics on the socket', async () => {
    const { stomp } = start('/quotation');
    const row = await screen.findByTestId('quote-row-BTCUSDT', {}, { timeout: 5000 });
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/market?id=1');
    expect(stomp.destinations()).toEqual(
      expect.arrayContaining(['/topic/price/BTCUSDT', '/topic/price/ETHUSDT']),
    );
    expect(document.title).toBe('Quotes');
  });

  it('/market?id=1 shows the product with its simulated label and its chart', async () => {
    start('/market?id=1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'BTCUSDT · Bitcoin' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('product-simulated')).toBeTruthy();
    expect(await screen.findByTestId('kline-chart')).toBeTruthy();
    // The attribution is an absolute external link that opens in a new tab and says so.
    const attribution = screen.getByRole('link', { name: /TradingView.*opens in a new tab/ });
    expect(attribution.getAttribute('href')).toBe(
      'https://www.tradingview.com/lightweight-charts/',
    );
    expect(attribution.getAttribute('target')).toBe('_blank');
    expect(attribution.getAttribute('rel')).toContain('noopener');
  });

  it('/language lists the offered languages outside the layout', async () => {
    start('/language');
    expect(await screen.findByRole('option', { name: 'English' }, { timeout: 5000 })).toBeTruthy();
  });

  it('/app shows the download links', async () => {
    start('/app');
    expect(
      await screen.findByRole('link', { name: 'Download for Android' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('Back on a page opened directly goes to its parent page, never out of the app', async () => {
    const user = userEvent.setup();
    start('/market?id=2');
    await screen.findByRole('heading', { level: 1, name: /^ETHUSDT/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/quotation'));
  });

  it('Back on the language page opened directly goes home', async () => {
    const user = userEvent.setup();
    start('/language');
    await screen.findByRole('option', { name: 'English' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/index'));
  });
});
