import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerSource } from './serviceWorker';

/** Runs the generated worker against a fake worker scope and cache. */
function loadWorker(network: (request: { url: string }) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Response>();
  const cache = {
    addAll: vi.fn(async (urls: string[]) => {
      for (const url of urls) stored.set(url, new Response(`cached ${url}`));
    }),
    match: vi.fn(async (request: string | { url: string }) => {
      const url = typeof request === 'string' ? request : new URL(request.url).pathname;
      return stored.get(url)?.clone();
    }),
    put: vi.fn(),
  };
  const scope = {
    location: { origin: 'https://app.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(),
  };
  const caches = { open: vi.fn(async () => cache), keys: vi.fn(async () => []), delete: vi.fn() };
  new Function('self', 'caches', 'fetch', serviceWorkerSource('v1', ['/assets/a.js']))(
    scope,
    caches,
    network,
  );
  const fire = (type: string, event: object) => listeners.get(type)!(event);
  return { fire, cache, scope };
}

function fetchEvent(url: string, mode = 'cors', method = 'GET') {
  let answer: Promise<Response> | undefined;
  return {
    request: { url, mode, method },
    respondWith: (response: Promise<Response>) => (answer = response),
    answer: () => answer,
  };
}

describe('the service worker', () => {
  it('precaches the shell and the build files, and waits to be asked before taking over', async () => {
    const worker = loadWorker(() => Promise.reject(new Error('offline')));
    let installing: Promise<unknown> | undefined;
    worker.fire('install', { waitUntil: (p: Promise<unknown>) => (installing = p) });
    await installing;
    expect(worker.cache.addAll).toHaveBeenCalledWith(['/index.html', '/assets/a.js']);
    expect(worker.scope.skipWaiting).not.toHaveBeenCalled();
    worker.fire('message', { data: { type: 'app.update' } });
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
  });

  it('never answers /api or other answers itself (nothing of the user is cached)', () => {
    const worker = loadWorker(() => Promise.resolve(new Response('{}')));
    for (const url of [
      'https://app.example/api/user/info',
      'https://app.example/manifest.webmanifest',
      'https://app.example/banners/a.png',
      'https://cdn.example/assets/x.js',
    ]) {
      const event = fetchEvent(url);
      worker.fire('fetch', event);
      expect(event.answer(), url).toBeUndefined();
    }
    const post = fetchEvent('https://app.example/assets/a.js', 'cors', 'POST');
    worker.fire('fetch', post);
    expect(post.answer()).toBeUndefined();
    expect(worker.cache.put).not.toHaveBeenCalled();
  });

  it('answers a page from the network, and with the saved shell only when offline', async () => {
    let online = true;
    const worker = loadWorker(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response('fresh page');
    });
    let installing: Promise<unknown> | undefined;
    worker.fire('install', { waitUntil: (p: Promise<unknown>) => (installing = p) });
    await installing;

    const page = fetchEvent('https://app.example/m/index', 'navigate');
    worker.fire('fetch', page);
    expect(await (await page.answer()!).text()).toBe('fresh page');

    online = false;
    const offline = fetchEvent('https://app.example/m/index', 'navigate');
    worker.fire('fetch', offline);
    expect(await (await offline.answer()!).text()).toBe('cached /index.html');
  });
});
