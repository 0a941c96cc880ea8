import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import type { components } from '../generated/schema';
import { createMemoryStorage } from '../storage';
import { ORIGIN, recordingFetch } from '../test/fetch';

const order: components['schemas']['OrderBuildRequest'] = {
  productId: 1,
  direction: 'long',
  orderType: 'market',
  lotSize: '0.1',
  multiple: 10,
};

describe('X-IDEMPOTENT-TOKEN', () => {
  it('is sent as a header when the payload carries it (spec §7)', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
    // An untyped payload that carries the token, as the spec's callers do.
    await api.POST('/user/orders/build', {
      body: { ...order, 'X-IDEMPOTENT-TOKEN': 'tok-123' },
    } as never);
    expect(requests[0]?.headers.get('X-IDEMPOTENT-TOKEN')).toBe('tok-123');
  });

  it('is not invented when the payload has none', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
    await api.POST('/user/info/update', { body: { lang: 'de-DE' } });
    expect(requests[0]?.headers.has('X-IDEMPOTENT-TOKEN')).toBe(false);
  });

  it('keeps a token passed as a typed header parameter', async () => {
    const { fetch, requests } = recordingFetch();
    const api = createApiClient({ baseUrl: ORIGIN, fetch, storage: createMemoryStorage() });
    await api.POST('/user/orders/build', {
      params: { header: { 'X-IDEMPOTENT-TOKEN': 'typed-1' } },
      body: order,
    });
    expect(requests[0]?.headers.get('X-IDEMPOTENT-TOKEN')).toBe('typed-1');
  });
});
