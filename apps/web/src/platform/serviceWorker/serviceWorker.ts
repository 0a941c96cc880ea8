/**
 * The page's side of the service worker (src/build/serviceWorker.ts writes the worker): registers it
 * some seconds after the page has loaded, and tells the app when a new version has been installed
 * and waits. The new version takes over only when the user asks (`applyUpdate`), never by itself: an
 * order form must not be reloaded under the user's finger.
 */
export const SERVICE_WORKER_URL = '/sw.js';
/** The message the worker takes as "take over now" (the worker's 'message' listener). */
export const UPDATE_MESSAGE = { type: 'app.update' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether a new version is installed and waiting for the user. */
export function isUpdateWaiting(): boolean {
  return waiting !== null;
}

function offer(worker: ServiceWorker | null, container: ServiceWorkerContainer) {
  // The first install (no worker controls the page yet) is not an update.
  if (!worker || !container.controller) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

const watched = new WeakSet<ServiceWorkerRegistration>();

/**
 * Watches a registration for a new worker that has finished installing; once per registration (false
 * when it was already watched), so no version is offered twice.
 */
export function watchRegistration(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
): boolean {
  if (watched.has(registration)) return false;
  watched.add(registration);
  const followed = new WeakSet<ServiceWorker>();
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || followed.has(worker)) return;
    followed.add(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker, container);
    });
  };
  if (registration.waiting) offer(registration.waiting, container);
  // One already installing: the browser's own update check (on a navigation) can start it before the
  // app watches, and its 'updatefound' has then gone by.
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  return true;
}

/** The user chose the new version: it takes over, and the page reloads once it has. */
export function applyUpdate(win: Window = window) {
  const worker = waiting;
  if (!worker) return;
  win.navigator.serviceWorker.addEventListener('controllerchange', () => win.location.reload(), {
    once: true,
  });
  worker.postMessage(UPDATE_MESSAGE);
}

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

/**
 * The worker's URL as a TrustedScriptURL where the browser has Trusted Types (the server's policy
 * names this one 'service-worker'): only the app's own worker file passes.
 */
function workerScriptUrl(win: Window): string {
  const trustedTypes = (win as Window & { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes) return SERVICE_WORKER_URL;
  const policy = trustedTypes.createPolicy('service-worker', {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`Not the app's service worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(SERVICE_WORKER_URL) as string;
}

/**
 * How long after `load` the worker is registered. Its install downloads and stores every file of the
 * build (the next start's offline shell), which on a phone competes with this start for the CPU and
 * the network: the first screen's files, its data and the socket's first prices come in the seconds
 * after `load`. Measured with Lighthouse on /m/index: registered at `load`, the worker's thread took
 * about 0.6 s of CPU in the first 5 s and the page's blocking time nearly doubled.
 */
export const SERVICE_WORKER_DELAY_MS = 5_000;

/** Runs `task` when the browser is next idle (at once where it cannot say), at most `timeout` ms later. */
function whenIdle(win: Window, task: () => void, timeout: number) {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout });
  else task();
}

/**
 * Registers the worker in a production build, `SERVICE_WORKER_DELAY_MS` after `load` and at an idle
 * moment, so that it never competes with the start it is for the next time of. A page a worker
 * already runs (an earlier visit) hears of new versions from the start: looking its registration up
 * costs nothing.
 */
export function registerServiceWorker(win: Window = window) {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  const watch = (registration: ServiceWorkerRegistration | undefined) => {
    if (!registration || !watchRegistration(registration, container)) return;
    // A tab left open looks for a new version when the user comes back to it.
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'visible') void registration.update().catch(() => {});
    });
  };
  if (container.controller) void container.getRegistration().then(watch, () => {});
  const register = () =>
    container
      .register(workerScriptUrl(win))
      .then(watch)
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  const later = () =>
    win.setTimeout(() => whenIdle(win, () => void register(), 2_000), SERVICE_WORKER_DELAY_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
