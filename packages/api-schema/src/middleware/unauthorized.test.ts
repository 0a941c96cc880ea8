import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import type { ApiError } from '../errors';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope, failure, recordingFetch } from '../test/fetch';

function clientAnswering(response: () => Response, onUnauthorized: (e: ApiError) => void) {
  return createApiClient({
    baseUrl: ORIGIN,
    fetch: recordingFetch(response).fetch,
    storage: createMemoryStorage({ token: 't' }),
    onUnauthorized,
  });
}

describe('onUnauthorized', () => {
  it.each([
    ['code 401', () => failure(401, 'Please Login First')],
    ['code 403', () => failure(403, 'Forbidden')],
    ['HTTP 401 with an envelope', () => failure(401, 'expired', { status: 401 })],
    [
      'HTTP 401 without a body',
      () => new Response(null, { status: 401, statusText: 'Unauthorized' }),
    ],
  ])('is called for %s, and the call still rejects', async (_name, response) => {
    const onUnauthorized = vi.fn();
    const api = clientAnswering(response, onUnauthorized);
    await expect(api.POST('/user/info')).rejects.toMatchObject({ name: 'ApiError' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ isUnauthorized: true });
  });

  it('is not called for other errors or successes', async () => {
    const onUnauthorized = vi.fn();
    await clientAnswering(() => failure(1001, 'Insufficient balance'), onUnauthorized)
      .POST('/user/info')
      .catch(() => undefined);
    await clientAnswering(() => failure(500, 'Oops'), onUnauthorized)
      .POST('/user/info')
      .catch(() => undefined);
    await clientAnswering(() => envelope(null), onUnauthorized).POST('/user/logout');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
