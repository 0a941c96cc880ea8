import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, isUpdateWaiting, subscribeUpdate, watchRegistration } from './serviceWorker';

class FakeTarget extends EventTarget {}

function fakeWorker(state: string) {
  const worker = Object.assign(new FakeTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
}

describe('new versions of the app', () => {
  it('are not offered on the first install, only when a version already runs the page', () => {
    const registration = Object.assign(new FakeTarget(), {
      waiting: fakeWorker('installed'),
      installing: null,
    }) as unknown as ServiceWorkerRegistration;
    watchRegistration(registration, { controller: null } as ServiceWorkerContainer);
    expect(isUpdateWaiting()).toBe(false);
  });

  it('are offered once installed, and taken only when the user applies them', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeUpdate(heard);
    const installing = fakeWorker('installing');
    const registration = Object.assign(new FakeTarget(), {
      waiting: null,
      installing,
    }) as unknown as ServiceWorkerRegistration;
    const container = Object.assign(new FakeTarget(), {
      controller: {},
    }) as unknown as ServiceWorkerContainer;
    watchRegistration(registration, container);
    registration.dispatchEvent(new Event('updatefound'));
    (installing as unknown as { state: string }).state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
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
