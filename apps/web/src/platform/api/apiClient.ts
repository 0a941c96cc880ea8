import {
  createApiClient,
  STORAGE_KEYS,
  type ApiClient,
  type ApiClientOptions,
} from '@repo/api-schema/client';
import { createClientStorage, type TokenStore } from '../storage/appStorage';
import type { KeyValueStorage } from '../storage/webStorage';

export interface AppApiClientOptions extends Pick<
  ApiClientOptions,
  'baseUrl' | 'fetch' | 'onUnauthorized' | 'fileHost' | 'timeoutMs' | 'middleware'
> {
  /** The session token cookie. */
  tokens: TokenStore;
  /** localStorage (the language). */
  local: KeyValueStorage;
}

/**
 * The app's API client: the contract's client with the token read from and rotated into the session
 * cookie, and Accept-Language from the stored language, so every part of the app reads the same
 * places. 401/403 go to `onUnauthorized` (the session machine's logout and the throttled prompt).
 */
export function createAppApiClient(options: AppApiClientOptions): ApiClient {
  const { tokens, local, ...rest } = options;
  return createApiClient({
    ...rest,
    storage: createClientStorage(tokens, local, STORAGE_KEYS),
  });
}
