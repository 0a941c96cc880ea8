import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, recordingFetch } from '../test/fetch';
import { apiBaseUrl } from './apiBase';

describe('/api base', () => {
  it('sends every call under /api on the configured origin', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
    await api.POST('/oauth/checkLogin');
    await api.GET('/user/message/{id}/info', { params: { path: { id: 7 } } });
    expect(requests.map((r) => r.url)).toEqual([
      'http://backend.test/api/oauth/checkLogin',
      'http://backend.test/api/user/message/7/info',
    ]);
  });

  it('does not double /api or keep a trailing slash', () => {
    expect(apiBaseUrl('')).toBe('/api');
    expect(apiBaseUrl('https://x.test/')).toBe('https://x.test/api');
    expect(apiBaseUrl('https://x.test/api')).toBe('https://x.test/api');
  });
});
