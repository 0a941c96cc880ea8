import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage } from '@repo/api-schema/client';
import type { ErrorNotice } from '../../shared/services/AppServicesContext';
import { errorToastMiddleware, errorToastTitle } from './errorToasts';

function clientAnswering(response: () => Response) {
  const notices: ErrorNotice[] = [];
  const api = createApiClient({
    baseUrl: 'http://app.test',
    storage: createMemoryStorage(),
    middleware: [errorToastMiddleware((notice) => notices.push(notice))],
    fetch: () => Promise.resolve(response()),
  });
  return { api, notices };
}

const envelope =
  (code: number, msg: string, status = 200) =>
  () =>
    new Response(JSON.stringify({ code, msg, data: null }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

describe('the generic error message (spec §8)', () => {
  it('carries the server’s message for an envelope code below 1000', async () => {
    const { api, notices } = clientAnswering(envelope(500, 'Server busy'));
    await api.POST('/user/info').catch(() => undefined);
    expect(notices).toMatchObject([{ code: 500, message: 'Server busy', durationMs: 5000 }]);
  });

  it('is not shown for a business answer or a missing thing: the screen says those (defect 4)', async () => {
    for (const [code, msg] of [
      [1011, 'Account or password wrong'],
      [404, 'No such product'],
    ] as const) {
      const { api, notices } = clientAnswering(envelope(code, msg));
      await api.GET('/trade/product/info/{id}', { params: { path: { id: 9 } } }).catch(() => {});
      expect(notices).toEqual([]);
    }
  });

  it('has no text for a bare HTTP error, so the app’s words stand in for "Internal Server Error"', async () => {
    const { api, notices } = clientAnswering(
      () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    );
    await api.POST('/user/info').catch(() => undefined);
    expect(notices).toMatchObject([{ code: 500, message: '' }]);
  });
});

describe('the toast’s words', () => {
  const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
  const notice = (code: number, message: string) => ({ id: 1, code, message, durationMs: 5000 });

  it('are the server’s text for an error with one', () => {
    expect(errorToastTitle(intl, notice(500, 'Server busy'))).toBe('Server busy');
  });

  it('are the app’s own for too many requests (429), not the server’s English', () => {
    expect(errorToastTitle(intl, notice(429, 'Too many money requests; try again in 56 s'))).toBe(
      'Too many requests in a short time. Wait a little, then try again.',
    );
  });

  it('name the code when the server gave no text', () => {
    expect(errorToastTitle(intl, notice(503, ''))).toBe(
      'Something went wrong (error 503). Please try again.',
    );
  });
});
