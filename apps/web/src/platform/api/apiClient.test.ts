import { describe, expect, it } from 'vitest';
import { isApiError } from '@repo/api-schema/client';
import { createMemoryKeyValueStorage, type TokenStore } from '../storage';
import { createAppApiClient } from './apiClient';

function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => void (store.value = token),
    clear: () => void (store.value = null),
  };
  return store;
}

const envelope = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('app API client', () => {
  it('sends the cookie token and stored language, and stores a rotated token in the cookie', async () => {
    const tokens = memoryTokens('old-token');
    const local = createMemoryKeyValueStorage({ lang: 'fa-IR' });
    const seen: Request[] = [];
    const api = createAppApiClient({
      baseUrl: 'http://app.test',
      tokens,
      local,
      fetch: async (request) => {
        seen.push(request);
        return envelope(
          { code: 0, msg: 'ok', data: { isLogin: true } },
          {
            authorization: 'new-token',
          },
        );
      },
    });

    await api.POST('/oauth/checkLogin');
    const request = seen[0]!;
    expect(new URL(request.url).pathname).toBe('/api/oauth/checkLogin');
    expect(request.headers.get('X-USER-TOKEN')).toBe('old-token');
    expect(request.headers.get('Accept-Language')).toBe('fa-IR');
    expect(tokens.value).toBe('new-token');
    expect(local.getItem('token')).toBeNull();
  });

  it('reports 401 to the session and rejects with a typed error', async () => {
    const unauthorized: number[] = [];
    const api = createAppApiClient({
      baseUrl: 'http://app.test',
      tokens: memoryTokens('t'),
      local: createMemoryKeyValueStorage(),
      onUnauthorized: (error) => unauthorized.push(Number(error.errCode)),
      fetch: async () => envelope({ code: 401, msg: 'Please Login First' }),
    });
    const failure = await api.POST('/user/info').catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(unauthorized).toEqual([401]);
  });
});
