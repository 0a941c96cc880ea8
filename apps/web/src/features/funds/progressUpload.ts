import { HOST_PLACEHOLDER, uploadFile, type ApiClient } from '@repo/api-schema/client';

/** Upload progress from 0 to 1. */
export type OnProgress = (fraction: number) => void;

/**
 * Uploads a voucher image and resolves with the reference a deposit sends: the URL as the server
 * stored it, with its `{host}` placeholder (`//{host}/upload/…`). The client replaces the placeholder
 * in answers for display (spec §7), but a deposit must name the server's own stored file.
 */
export type UploadVoucher = (file: File, onProgress: OnProgress) => Promise<string>;

/**
 * A fetch for one request that reports upload progress: fetch itself does not, XMLHttpRequest does.
 * It sends the Request the client's middleware built (headers, credentials, the timeout's signal),
 * so the call still goes through the generated client and its rules.
 */
export function progressFetch(onProgress: OnProgress): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.response as ArrayBuffer, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () =>
        reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/** The app's voucher upload: `/common/uploadPre` through the client, with progress. */
export const uploadWithProgress =
  (api: ApiClient): UploadVoucher =>
  async (file, onProgress) =>
    storedFileUrl(
      (await uploadFile(api, file, file.name, { fetch: progressFetch(onProgress) })).path,
    );

/** The stored-form URL of an uploaded file's path (`/upload/a.png` → `//{host}/upload/a.png`). */
export const storedFileUrl = (path: string) => `//${HOST_PLACEHOLDER}${path}`;
