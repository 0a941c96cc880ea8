import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope, recordingFetch } from '../test/fetch';

it('replaces {host} in every string of a JSON response with the configured upload host', async () => {
  const { fetch } = recordingFetch(() =>
    envelope([
      { id: 1, image: 'https://{host}/banner/1.png', link: null },
      { id: 2, image: 'https://{host}/banner/2.png', title: 'no placeholder' },
    ]),
  );
  const api = createApiClient({
    baseUrl: ORIGIN,
    fetch,
    storage: createMemoryStorage(),
    fileHost: () => 'files.example.test',
  });
  const { data } = await api.GET('/banner/{position}/list', {
    params: { path: { position: 'home_carousel' } },
  });
  expect(data?.data.map((b) => b.image)).toEqual([
    'https://files.example.test/banner/1.png',
    'https://files.example.test/banner/2.png',
  ]);
  expect(data?.data[1]?.title).toBe('no placeholder');
});
