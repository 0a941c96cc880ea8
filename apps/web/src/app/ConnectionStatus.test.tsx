import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { createAppServices } from './services/appServices';
import { bootRoutes, createTestParts } from './services/testParts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function start() {
  let kit: ReturnType<typeof createTestParts> | undefined;
  const services = createAppServices((hooks) => {
    kit = createTestParts(bootRoutes(), hooks);
    return kit.parts;
  });
  stop = services.start();
  return { services, stomp: kit!.stomp };
}

describe('the connection state (defect 2)', () => {
  it('says "Reconnecting… prices are not live" while the socket is lost, and not once it is back', async () => {
    window.history.replaceState(null, '', '/m/quotation');
    const { services, stomp } = start();
    render(<App services={services} />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const status = screen.getByRole('status', { name: 'Connection' });
    expect(status.textContent).toBe('');
    expect(services.prices.isStale()).toBe(false);

    stomp.drop('heart-beat lost');
    // Prices are marked at once; the message follows a short grace (a quick reconnect says nothing).
    expect(services.prices.isStale()).toBe(true);
    await waitFor(() => expect(status.textContent).toBe('Reconnecting… Prices are not live.'), {
      timeout: 1500,
    });
    // Still down when the first retry fails: the message stays.
    stomp.connect = () => Promise.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(status.textContent).toBe('Reconnecting… Prices are not live.');
    expect(services.prices.isStale()).toBe(true);

    // The network is back: the next retry connects, the message goes and prices are live.
    stomp.connect = () => Promise.resolve();
    await waitFor(() => expect(status.textContent).toBe(''), { timeout: 5000 });
    expect(services.prices.isStale()).toBe(false);
  }, 15_000);

  it('a logout or login (a token switch) is not announced as a lost connection', async () => {
    window.history.replaceState(null, '', '/m/index');
    const { services } = start();
    render(<App services={services} />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    services.socket.send({ type: 'socket.start', token: 'another' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe('');
  });
});
