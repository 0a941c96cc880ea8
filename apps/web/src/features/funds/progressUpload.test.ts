import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryStorage } from '@repo/api-schema/client';
import { uploadWithProgress } from './progressUpload';

/** An XMLHttpRequest that reports two upload steps, then answers an upload envelope. */
class FakeXhr {
  static last: FakeXhr | null = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  response: ArrayBuffer | null = null;
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {}
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.status = 200;
    this.response = new TextEncoder().encode(
      JSON.stringify({
        code: 0,
        msg: 'success',
        data: { url: 'https://{host}/upload/a.png', path: '/upload/a.png' },
      }),
    ).buffer;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

it('uploads through XMLHttpRequest with the client headers, reports progress, answers the stored URL', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const storage = createMemoryStorage();
  storage.set('token', 'tok-9');
  const api = createApiClient({
    baseUrl: 'http://app.test',
    storage,
    fetch: () => Promise.reject(new Error('not this fetch')),
  });
  const progress: number[] = [];
  const stored = await uploadWithProgress(api)(
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }),
    (fraction) => progress.push(fraction),
  );
  expect(stored).toBe('//{host}/upload/a.png');
  expect(progress).toEqual([0.5, 1]);
  expect(FakeXhr.last!.url).toBe('http://app.test/api/common/uploadPre');
  expect(FakeXhr.last!.headers['x-user-token']).toBe('tok-9');
});
