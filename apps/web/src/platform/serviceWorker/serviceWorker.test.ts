import { describe, expect, it, vi } from 'vitest';
import {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorker,
  SERVICE_WORKER_DELAY_MS,
  subscribeUpdate,
  watchRegistration,
} from './serviceWorker';

class FakeTarget extends EventTarget {}

function fakeWorker(state: string) {
  const worker = Object.assign(new FakeTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
}

function fakeRegistration(fields: {
  waiting: ServiceWorker | null;
  installing: ServiceWorker | null;
}) {
  return Object.assign(new FakeTarget(), fields) as unknown as ServiceWorkerRegistration;
}

/** The worker finishes installing. */
function installed(worker: ServiceWorker) {
  (worker as unknown as { state: string }).state = 'installed';
  worker.dispatchEvent(new Event('statechange'));
}

describe('new versions of the app', () => {
  it('are not offered on the first install, only when a version already runs the page', () => {
    const registration = fakeRegistration({ waiting: fakeWorker('installed'), installing: null });
    watchRegistration(registration, { controller: null } as ServiceWorkerContainer);
    expect(isUpdateWaiting()).toBe(false);
  });

  it('are offered once installed, and taken only when the user applies them', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeUpdate(heard);
    const installing = fakeWorker('installing');
    const registration = fakeRegistration({ waiting: null, installing });
    const container = Object.assign(new FakeTarget(), {
      controller: {},
    }) as unknown as ServiceWorkerContainer;
    watchRegistration(registration, container);
    registration.dispatchEvent(new Event('updatefound'));
    installed(installing);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(isUpdateWaiting()).toBe(true);
    expect(installing.postMessage).not.toHaveBeenCalled();

    const reload = vi.fn();
    const win = {
      navigator: { serviceWorker: container },
      location: { reload },
    } as unknown as Window;
    applyUpdate(win);
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'app.update' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('a version already installing when the app starts watching', () => {
  it('is offered once installed, although its updatefound went by', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeUpdate(heard);
    const installing = fakeWorker('installing');
    const registration = fakeRegistration({ waiting: null, installing });
    watchRegistration(registration, { controller: {} } as ServiceWorkerContainer);
    expect(heard).not.toHaveBeenCalled();
    installed(installing);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('registering the worker', () => {
  it('waits SERVICE_WORKER_DELAY_MS after load and an idle moment, so it does not slow the start', async () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    try {
      const register = vi.fn(() => new Promise<never>(() => {}));
      const idle = vi.fn((task: () => void) => task());
      const win = Object.assign(new FakeTarget(), {
        navigator: { serviceWorker: { register, controller: null } },
        document: Object.assign(new FakeTarget(), { readyState: 'loading' }),
        setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
        requestIdleCallback: idle,
      }) as unknown as Window;
      registerServiceWorker(win);
      vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS * 2);
      expect(register).not.toHaveBeenCalled();

      win.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
      expect(register).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(idle).toHaveBeenCalledTimes(1);
      expect(register).toHaveBeenCalledWith('/sw.js');
    } finally {
      vi.unstubAllEnvs();
      vi.useRealTimers();
    }
  });
});

describe('a page a worker already runs', () => {
  it('hears of a new version at once, before its own registration', async () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    try {
      const installing = fakeWorker('installing');
      const registration = Object.assign(new FakeTarget(), {
        waiting: null,
        installing,
        update: vi.fn(() => Promise.resolve()),
      }) as unknown as ServiceWorkerRegistration;
      const register = vi.fn(() => Promise.resolve(registration));
      const container = Object.assign(new FakeTarget(), {
        controller: {},
        register,
        getRegistration: () => Promise.resolve(registration),
      });
      const win = Object.assign(new FakeTarget(), {
        navigator: { serviceWorker: container },
        document: Object.assign(new FakeTarget(), { readyState: 'complete' }),
        setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
      }) as unknown as Window;
      const heard = vi.fn();
      const unsubscribe = subscribeUpdate(heard);
      registerServiceWorker(win);
      await vi.advanceTimersByTimeAsync(0);
      expect(register).not.toHaveBeenCalled();
      registration.dispatchEvent(new Event('updatefound'));
      installed(installing);
      expect(heard).toHaveBeenCalledTimes(1);

      // Its own registration later watches the same registration once, not twice.
      await vi.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS);
      expect(register).toHaveBeenCalledTimes(1);
      const next = fakeWorker('installing');
      (registration as unknown as { installing: ServiceWorker }).installing = next;
      registration.dispatchEvent(new Event('updatefound'));
      installed(next);
      expect(heard).toHaveBeenCalledTimes(2);
      unsubscribe();
    } finally {
      vi.unstubAllEnvs();
      vi.useRealTimers();
    }
  });
});
