import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, ERROR_CODES, ERROR_MESSAGE_MS } from './errors';
import { createMemoryStorage } from './storage';
import { loadDocument } from './test/document';
import { ORIGIN, failure, recordingFetch } from './test/fetch';

describe('error catalogue', () => {
  it('ERROR_CODES is the catalogue of the document, name for name', () => {
    const schema = loadDocument().components.schemas['ErrorCode'] as {
      oneOf: { const: number; title: string }[];
    };
    expect(Object.fromEntries(schema.oneOf.map((c) => [c.title, c.const]))).toEqual(ERROR_CODES);
  });

  it('marks codes below 1000, except 401, 403 and 404, for a 5 s message', async () => {
    const marked = async (code: number) => {
      const api = createApiClient({
        baseUrl: ORIGIN,
        fetch: recordingFetch(() => failure(code, 'message')).fetch,
        storage: createMemoryStorage(),
      });
      const error = (await api.POST('/user/info').catch((e: unknown) => e)) as ApiError;
      return error.toast;
    };
    expect(ERROR_MESSAGE_MS).toBe(5000);
    expect(await marked(400)).toEqual({ durationMs: 5000 });
    expect(await marked(500)).toEqual({ durationMs: 5000 });
    expect(await marked(999)).toEqual({ durationMs: 5000 });
    expect(await marked(401)).toBeNull();
    expect(await marked(403)).toBeNull();
    // A missing thing is the screen's to say ("Product not found"), not a generic failure toast.
    expect(await marked(404)).toBeNull();
    expect(await marked(1000)).toBeNull();
    expect(await marked(1004)).toBeNull();
  });

  it('ApiError carries errCode, errMsg and msg', () => {
    const error = new ApiError({
      errCode: 1004,
      errMsg: 'The code must be 0 to withdraw',
      status: 200,
    });
    expect(error).toBeInstanceOf(Error);
    expect([error.errCode, error.errMsg, error.msg]).toEqual([
      1004,
      'The code must be 0 to withdraw',
      'The code must be 0 to withdraw',
    ]);
  });
});
