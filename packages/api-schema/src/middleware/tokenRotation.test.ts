import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope, recordingFetch } from '../test/fetch';

it('replaces the stored token with a response authorization header', async () => {
  const storage = createMemoryStorage({ token: 'old' });
  let calls = 0;
  const { fetch, requests } = recordingFetch(() =>
    calls++ === 0 ? envelope(null, { headers: { authorization: 'rotated' } }) : envelope(null),
  );
  const api = createApiClient({ baseUrl: ORIGIN, fetch, storage });
  await api.POST('/user/info');
  expect(storage.get('token')).toBe('rotated');
  await api.POST('/user/info');
  expect(requests[1]?.headers.get('X-USER-TOKEN')).toBe('rotated');
});

it('leaves the token alone when the header is absent', async () => {
  const storage = createMemoryStorage({ token: 'kept' });
  const { fetch } = recordingFetch();
  const api = createApiClient({ baseUrl: ORIGIN, fetch, storage });
  await api.POST('/user/info');
  expect(storage.get('token')).toBe('kept');
});
