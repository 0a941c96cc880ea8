/**
 * The page's side of the service worker (src/build/serviceWorker.ts writes the worker): registers it
 * after the page has loaded, and tells the app when a new version has been installed and waits. The
 * new version takes over only when the user asks (`applyUpdate`), never by itself: an order form
 * must not be reloaded under the user's finger.
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

/** Watches a registration for a new worker that has finished installing. */
export function watchRegistration(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
) {
  if (registration.waiting) offer(registration.waiting, container);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker, container);
    });
  });
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

/** Registers the worker after `load` (not competing with the first paint) in a production build. */
export function registerServiceWorker(win: Window = window) {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  const register = () =>
    container
      .register(workerScriptUrl(win))
      .then((registration) => {
        watchRegistration(registration, container);
        // A tab left open looks for a new version when the user comes back to it.
        win.document.addEventListener('visibilitychange', () => {
          if (win.document.visibilityState === 'visible')
            void registration.update().catch(() => {});
        });
      })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  if (win.document.readyState === 'complete') void register();
  else win.addEventListener('load', () => void register(), { once: true });
}
