import { Ajv2020 } from 'ajv/dist/2020.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../test/document';
import { createHandlers } from './handlers';

const doc = loadDocument();
const operations = listOperations(doc);
const handlers = createHandlers('http://mock.test/api');

/** Sample values for every path and required query parameter the document has. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  orderNo: 'O2026013100001',
  param: '1',
  position: 'home_carousel',
  entityName: 'OrderStatus',
  a: 'BTCUSDT',
  b: '1m',
  c: '10',
  typeCode: 'crypto',
  coinCode: 'BTC',
  ticket: '10',
  interval: '1m',
  count: '100',
  key: 'terms',
};
const SAMPLE_QUERY: Record<string, string> = {
  '/common/getCaptcha': 't=abc',
  '/getPaper': 't=abc',
  '/search/list': 'keyword=btc',
};

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema(doc as object, 'openapi');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

describe('mock handlers', () => {
  it('exist for every operation of the document, and only for those', () => {
    const fromDocument = operations.map(
      (op) => `${op.method.toUpperCase()} /api${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    const fromHandlers = handlers.map(
      (h) => `${String(h.info.method)} ${String(h.info.path).replace('http://mock.test', '')}`,
    );
    expect([...fromHandlers].sort()).toEqual([...fromDocument].sort());
  });

  it.each(operations)(
    '$method $path answers with a body its response schema accepts',
    async (op) => {
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x');
      const query = SAMPLE_QUERY[op.path];
      const request = new Request(`http://mock.test/api${path}${query ? `?${query}` : ''}`, {
        method: op.method.toUpperCase(),
        ...(op.method === 'post'
          ? { body: '{}', headers: { 'Content-Type': 'application/json' } }
          : {}),
      });
      const response = await getResponse(handlers, request);
      expect(response?.status).toBe(200);
      const contentType = response?.headers.get('Content-Type') ?? '';
      if (!contentType.includes('application/json')) {
        expect(contentType).toMatch(/^image\//);
        return;
      }
      const body: unknown = await response?.json();
      // A response may be a $ref to components.responses (e.g. Done).
      const operation = doc.paths[op.path]?.[op.method] as unknown as {
        responses: Record<string, { $ref?: string }>;
      };
      const base =
        operation.responses['200']?.$ref ??
        `#/${pointer('paths', op.path, op.method, 'responses', '200')}`;
      const validate = ajv.getSchema(`openapi${base}/content/application~1json/schema`);
      expect(validate, 'schema found').toBeDefined();
      const valid = validate?.(body);
      expect(validate?.errors ?? [], JSON.stringify(body).slice(0, 300)).toEqual([]);
      expect(valid).toBe(true);
    },
  );
});

describe('mock checkLogin', () => {
  const check = async (token?: string) => {
    const request = new Request('http://mock.test/api/oauth/checkLogin', {
      method: 'POST',
      headers: token ? { 'X-USER-TOKEN': token } : {},
    });
    const body = (await (await getResponse(handlers, request))?.json()) as { data: unknown };
    return body.data;
  };

  it('answers by the token, as the contract says: none, the guest token, a user token', async () => {
    expect(await check()).toEqual({ isLogin: false, role: null });
    expect(await check('mock-guest-token')).toEqual({ isLogin: true, role: 'guest' });
    expect(await check('mock-session-token')).toEqual({ isLogin: true, role: 'user' });
  });
});
