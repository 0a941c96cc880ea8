import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, recordingFetch } from '../test/fetch';

it('includes credentials (cookies) with every call', async () => {
  const { fetch, requests } = recordingFetch();
  const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
  await api.POST('/user/logout');
  expect(requests[0]?.credentials).toBe('include');
});
