import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, recordingFetch } from '../test/fetch';

it('asks every cache to revalidate (no-cache)', async () => {
  const { fetch, requests } = recordingFetch();
  const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
  await api.GET('/trade/product/list');
  expect(requests[0]?.headers.get('Cache-Control')).toBe('no-cache');
  expect(requests[0]?.cache).toBe('no-cache');
});
