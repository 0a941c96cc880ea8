import { describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from '../client';
import { ApiError } from '../errors';
import { createMemoryStorage } from '../storage';
import { ORIGIN, envelope, failure, recordingFetch } from '../test/fetch';

function clientAnswering(response: () => Response) {
  return createApiClient({
    baseUrl: ORIGIN,
    fetch: recordingFetch(response).fetch,
    storage: createMemoryStorage(),
  });
}

describe('envelope', () => {
  it('resolves code 0 with the envelope and its data', async () => {
    const api = clientAnswering(() => envelope({ isLogin: true }));
    const result = await api.POST('/oauth/checkLogin');
    expect(result.data).toEqual({ code: 0, msg: 'success', data: { isLogin: true } });
    expect(unwrap(result)).toEqual({ isLogin: true });
  });

  it('rejects a nonzero code with a typed ApiError {errCode, errMsg, msg}', async () => {
    const api = clientAnswering(() => failure(1001, 'Insufficient balance'));
    const error: unknown = await api.POST('/user/info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errCode: 1001,
      errMsg: 'Insufficient balance',
      msg: 'Insufficient balance',
      toast: null,
    });
  });

  it('rejects a nonzero code even when sent with HTTP 4xx, keeping the field errors', async () => {
    const api = clientAnswering(() =>
      Response.json(
        { code: 1000, msg: 'Invalid', data: { username: 'validation.username.length' } },
        { status: 400 },
      ),
    );
    await expect(
      api.POST('/oauth/login', { body: { username: 'a', password: 'secret1' } }),
    ).rejects.toMatchObject({
      errCode: 1000,
      status: 400,
      data: { username: 'validation.username.length' },
    });
  });

  it('rejects an HTTP error without an envelope with its status as the code', async () => {
    const api = clientAnswering(
      () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.GET('/country/list')).rejects.toMatchObject({ errCode: 502, status: 502 });
  });
});
