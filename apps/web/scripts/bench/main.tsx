/**
 * The render benchmark page: the real app (route table, mobile layout, quotes screen) at
 * /m/quotation on in-memory services: 200 products, and price messages delivered through the same
 * STOMP adapter interface and price store as in production. `window.bench` drives it.
 */
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from '../../src/app/App';
import { createAppServices } from '../../src/app/services/appServices';
import { bootRoutes, createTestParts } from '../../src/app/services/testParts';
import { createPriceStore, priceDestination } from '../../src/platform/prices';

const SYMBOLS = 200;
const template = fixtures.products[0]!;
const products = Array.from({ length: SYMBOLS }, (_, index) => ({
  ...template,
  id: index + 1,
  code: `SYM${String(index).padStart(3, '0')}`,
  name: `Symbol ${index}`,
  category: template.category,
  price: '100.00',
}));
const routes = {
  ...bootRoutes(),
  '/trade/product/list': () => ({ code: 0, data: products }),
};

let stomp: ReturnType<typeof createTestParts>['stomp'] | undefined;
const services = createAppServices((hooks) => {
  const kit = createTestParts(routes, hooks);
  stomp = kit.stomp;
  // The real price store: animation frames and page visibility.
  return { ...kit.parts, prices: createPriceStore() };
});
services.start();

let sequence = 0;
function message() {
  sequence += 1;
  const symbol = products[sequence % SYMBOLS]!.code;
  const cents = String(sequence % 10_000).padStart(4, '0');
  return {
    symbol,
    priceUsd: `1${cents.slice(0, 2)}.${cents.slice(2)}`,
    highPrice1d: '199.99',
    lowPrice1d: '50.00',
    volume: String(1000 + sequence),
    priceChange1d: sequence % 2 === 0 ? '1.25' : '-0.75',
  };
}

declare global {
  interface Window {
    bench: {
      symbols: number;
      /** Delivers `rate` messages per second for `seconds`; resolves with the number sent. */
      run(rate: number, seconds: number): Promise<number>;
    };
  }
}

window.bench = {
  symbols: SYMBOLS,
  run: (rate, seconds) =>
    new Promise((resolve) => {
      const tickMs = 10;
      const perTick = (rate * tickMs) / 1000;
      const total = rate * seconds;
      let sent = 0;
      let owed = 0;
      const timer = setInterval(() => {
        owed += perTick;
        while (owed >= 1 && sent < total) {
          const body = message();
          stomp?.deliver(priceDestination(body.symbol), body);
          sent += 1;
          owed -= 1;
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve(sent);
        }
      }, tickMs);
    }),
};

const Router = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/m/quotation']}>{children}</MemoryRouter>
);
createRoot(document.getElementById('root')!).render(<App services={services} Router={Router} />);
