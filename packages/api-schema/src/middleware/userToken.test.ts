import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, recordingFetch } from '../test/fetch';

describe('X-USER-TOKEN', () => {
  it('sends the stored token', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({
      baseUrl: ORIGIN,
      fetch,
      storage: createMemoryStorage({ token: 'session-1' }),
    });
    await api.POST('/user/info');
    expect(requests[0]?.headers.get('X-USER-TOKEN')).toBe('session-1');
  });

  it('sends no header without a token, and reads the storage on every call', async () => {
    const { fetch, requests } = recordingFetch();
    const storage = createMemoryStorage();
    const api = createApiClient({ baseUrl: ORIGIN, fetch, storage });
    await api.POST('/oauth/checkLogin');
    storage.set('token', 'later');
    await api.POST('/oauth/checkLogin');
    expect(requests[0]?.headers.has('X-USER-TOKEN')).toBe(false);
    expect(requests[1]?.headers.get('X-USER-TOKEN')).toBe('later');
  });

  it('uses a custom storage key', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({
      baseUrl: ORIGIN,
      fetch,
      storage: createMemoryStorage({ 'app.token': 'custom' }),
      storageKeys: { token: 'app.token' },
    });
    await api.POST('/user/info');
    expect(requests[0]?.headers.get('X-USER-TOKEN')).toBe('custom');
  });
});
