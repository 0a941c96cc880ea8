import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createServiceClock } from '../serviceTime';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope, recordingFetch } from '../test/fetch';

it('updates the service-time offset from the response date header', async () => {
  const local = Date.parse('2026-11-22T05:00:00.000Z');
  const clock = createServiceClock(() => local);
  const { fetch } = recordingFetch(() =>
    envelope(null, { headers: { date: 'Sun, 22 Nov 2026 05:00:30 GMT' } }),
  );
  const api = createApiClient({
    baseUrl: ORIGIN,
    fetch,
    storage: createMemoryStorage(),
    serviceClock: clock,
  });
  expect(api.serviceClock.offsetMs).toBe(0);
  await api.GET('/getCurrentPrice');
  expect(api.serviceClock.offsetMs).toBe(30_000);
  expect(api.serviceClock.now()).toBe(local + 30_000);
});
