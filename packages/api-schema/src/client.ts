import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import type { ResponseData } from './schema';
import { ApiError, isApiError } from './errors';
import {
  acceptLanguage,
  apiBaseUrl,
  credentials,
  envelope,
  hostPlaceholder,
  idempotencyToken,
  noCache,
  REQUEST_TIMEOUT_MS,
  serviceTime,
  timeout,
  tokenRotation,
  unauthorized,
  userToken,
} from './middleware';
import { createServiceClock, type ServiceClock } from './serviceTime';
import { STORAGE_KEYS, type ApiStorage, type StorageKeys } from './storage';

export interface ApiClientOptions {
  /** Backend origin, e.g. `https://api.example.com`; default same origin. Calls go to `${baseUrl}/api`. */
  baseUrl?: string;
  /** The fetch to use; default globalThis.fetch. Tests pass their own. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the token and the language are kept. */
  storage: ApiStorage;
  /** Override the storage keys. */
  storageKeys?: Partial<StorageKeys>;
  /** Called on codes 401/403 or HTTP 401, before the call rejects (spec §8). */
  onUnauthorized?: (error: ApiError) => void;
  /** The upload host that replaces `{host}` in file URLs (FILE_UPLOAD_DOMAIN); read on every response. */
  fileHost?: () => string | null | undefined;
  /** Request timeout in ms; default 60 000 (spec §7). */
  timeoutMs?: number;
  /** The service clock to update from response `date` headers; default a new one. */
  serviceClock?: ServiceClock;
  /** Extra middleware, run after the built-in request rules and before the built-in response rules. */
  middleware?: Middleware[];
}

export type ApiClient = Client<paths, 'application/json'> & {
  /** Server time as seen through response `date` headers. */
  readonly serviceClock: ServiceClock;
};

/**
 * The typed client of the contract, with one middleware per rule of spec §7. A nonzero envelope code
 * rejects with ApiError; a success resolves with `{ data: envelope, response }`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const keys: StorageKeys = { ...STORAGE_KEYS, ...options.storageKeys };
  const clock = options.serviceClock ?? createServiceClock();
  const requestTimeout = timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const client = createClient<paths>({
    baseUrl: apiBaseUrl(options.baseUrl ?? globalThis.location?.origin ?? ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Request rules run in this order; response rules run in reverse registration order, so the last
  // registered (token rotation) sees the response first and the envelope check runs last.
  client.use(
    credentials(),
    userToken(options.storage, keys.token),
    acceptLanguage(options.storage, keys.language),
    noCache(),
    idempotencyToken(),
    // Last request rule: the Request it builds is the one fetch gets. Requests derived from it later
    // would follow its signal only through a weak reference, and could miss the abort once collected.
    requestTimeout,
    envelope(),
    unauthorized(options.onUnauthorized ?? (() => undefined)),
    hostPlaceholder(options.fileHost ?? (() => globalThis.location?.host)),
    serviceTime(clock),
    tokenRotation(options.storage, keys.token),
    ...(options.middleware ?? []),
    requestTimeout.settle,
  );
  return Object.assign(client, { serviceClock: clock });
}

/**
 * The `data` of a successful envelope: `const user = unwrap(await api.POST('/user/info'))`.
 * Throws when the call returned no data (openapi-fetch's `error` branch).
 */
export function unwrap<T extends { data?: unknown }>(result: {
  data?: T;
  error?: unknown;
  response: Response;
}): T['data'] {
  if (result.data === undefined) {
    throw isApiError(result.error)
      ? result.error
      : new ApiError({
          errCode: result.response.status,
          errMsg: result.response.statusText,
          status: result.response.status,
        });
  }
  return result.data.data;
}

/**
 * Upload an image (ID photo, payment voucher, avatar) as the multipart form of POST /common/uploadPre:
 * `file` plus `module=front`. Resolves with the stored file; its `url` has `{host}` already replaced.
 */
export async function uploadFile(
  api: ApiClient,
  file: Blob,
  fileName = 'upload',
  /** `fetch` for this request only (e.g. one that reports upload progress); the middleware still runs. */
  options: { fetch?: (request: Request) => Promise<Response> } = {},
): Promise<ResponseData<'uploadFile'>> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('module', 'front');
  return unwrap(
    await api.POST('/common/uploadPre', {
      // The typed body only names the fields; the serializer sends the real multipart form.
      body: { file: fileName, module: 'front' },
      bodySerializer: () => form,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
}

export { ApiError, isApiError, ERROR_CODES, ERROR_MESSAGE_MS, isUnauthorizedCode } from './errors';
export type { ErrorCode, ErrorCodeName } from './errors';
export { STORAGE_KEYS, createMemoryStorage, type ApiStorage, type StorageKeys } from './storage';
export { createServiceClock, type ServiceClock } from './serviceTime';
export { IDEMPOTENT_TOKEN_HEADER, USER_TOKEN_HEADER, HOST_PLACEHOLDER } from './middleware';
