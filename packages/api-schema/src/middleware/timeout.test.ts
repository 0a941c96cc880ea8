import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope } from '../test/fetch';
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
});
