import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope, failure } from '../test/fetch';
import { REQUEST_TIMEOUT_MS } from './timeout';

describe('timeout', () => {
  it('is 60 s by default (spec §7)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('aborts a call that takes longer than the timeout', async () => {
    // A server that answers only after 2 s, unless the request is aborted first.
    const slowFetch = (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        const late = setTimeout(() => resolve(envelope({ isLogin: true })), 2000);
        request.signal.addEventListener('abort', () => {
          clearTimeout(late);
          reject(request.signal.reason);
        });
      });
    const api = createApiClient({
      baseUrl: ORIGIN,
      fetch: slowFetch,
      storage: createMemoryStorage(),
      timeoutMs: 30,
    });
    await expect(api.POST('/oauth/checkLogin')).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind once the response arrives, also when the call rejects', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const api = createApiClient({
      baseUrl: ORIGIN,
      fetch: () =>
        Promise.resolve(calls++ === 0 ? envelope(null) : failure(1001, 'Insufficient balance')),
      storage: createMemoryStorage(),
    });
    await api.POST('/user/logout');
    await api.POST('/user/info').catch(() => undefined);
    expect(vi.getTimerCount()).toBe(0);
  });
});
