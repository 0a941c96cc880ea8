import type { Middleware } from 'openapi-fetch';
import type { ApiStorage } from '../storage';

/** A response `authorization` header replaces the stored session token (spec §7). */
export function tokenRotation(storage: ApiStorage, key: string): Middleware {
  return {
    onResponse({ response }) {
      const token = response.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      if (token) storage.set(key, token);
      return undefined;
    },
  };
}
