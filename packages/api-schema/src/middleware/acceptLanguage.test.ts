import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, recordingFetch } from '../test/fetch';

describe('Accept-Language', () => {
  it('sends the stored language', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({
      baseUrl: ORIGIN,
      fetch,
      storage: createMemoryStorage({ lang: 'zh-HK' }),
    });
    await api.GET('/country/list');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('zh-HK');
  });

  it('falls back to en-US', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
    await api.GET('/country/list');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en-US');
  });
});
