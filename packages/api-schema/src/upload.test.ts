import { expect, it } from 'vitest';
import { createApiClient, uploadFile } from './client';
import { createMemoryStorage } from './storage';
import { ORIGIN, envelope, recordingFetch } from './test/fetch';

it('uploads a file as multipart with module=front and returns the URL with {host} replaced', async () => {
  const { fetch, requests } = recordingFetch(() =>
    envelope({ url: 'https://{host}/upload/front/a.png', path: '/upload/front/a.png' }),
  );
  const api = createApiClient({
    baseUrl: ORIGIN,
    fetch,
    storage: createMemoryStorage(),
    fileHost: () => 'files.example.test',
  });
  const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  const result = await uploadFile(api, image, 'a.png');
  expect(result.url).toBe('https://files.example.test/upload/front/a.png');
  const form = await requests[0]!.formData();
  expect(form.get('module')).toBe('front');
  const sent = form.get('file');
  expect(sent).toBeInstanceOf(Blob);
  expect((sent as File).name).toBe('a.png');
  expect(requests[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
});

it('sends an upload through a fetch given for that request, with the middleware applied', async () => {
  const { fetch: clientFetch, requests: clientRequests } = recordingFetch(() => envelope(null));
  const { fetch: ownFetch, requests } = recordingFetch(() =>
    envelope({ url: 'https://{host}/upload/b.png', path: '/upload/b.png' }),
  );
  const storage = createMemoryStorage();
  storage.set('token', 'tok-1');
  const api = createApiClient({
    baseUrl: ORIGIN,
    fetch: clientFetch,
    storage,
    fileHost: () => 'f.test',
  });
  const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  const result = await uploadFile(api, image, 'b.png', { fetch: ownFetch });
  expect(result.url).toBe('https://f.test/upload/b.png');
  expect(clientRequests).toHaveLength(0);
  expect(requests[0]!.headers.get('X-USER-TOKEN')).toBe('tok-1');
});
