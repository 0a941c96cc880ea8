import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seedData';
import { loadOperatorContract, operationsOf } from '../http/contract';
import { audit } from '../ledger/ledger';
import { call, startTestServer, type TestServer } from './harness';

/**
 * The operator API against its own document (openapi/operator.yaml): every answer matches it, the token
 * is required, and the actions call the user contract's services (a credit is a ledger entry and the
 * user's money topic hears it).
 */
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as typeof addFormatsImport;
const document = loadOperatorContract();
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, 'operator');

const TOKEN = 'operator-secret-for-tests';
let server: TestServer;
let userId: number;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const login = await call(server.app, 'login', {
    body: { username: 'demouser', password: DEMO_PASSWORD },
  });
  userToken = (login.json().data as { token: string }).token;
  userId = (login.json().data as { userInfo: { id: number } }).userInfo.id;
}, 60_000);
afterAll(() => server?.close());

async function operator(
  operationId: string,
  input: { params?: Record<string, unknown>; body?: unknown; token?: string } = {},
) {
  const op = operationsOf(document).find((o) => o.operationId === operationId)!;
  const url = `/operator${op.path.replace(/\{(\w+)\}/g, (_m, name: string) => String(input.params?.[name]))}`;
  const res = await server.app.inject({
    method: op.method as 'GET' | 'POST',
    url,
    headers: {
      ...(input.token === '' ? {} : { 'x-operator-token': input.token ?? TOKEN }),
      ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
  });
  const body = res.json() as { code: number; data: unknown; msg: string };
  const path = op.path.replace(/~/g, '~0').replace(/\//g, '~1');
  const ok200 = op.operation.responses?.['200'] as { $ref?: string } | undefined;
  const okRef = ok200?.$ref
    ? `operator#/${ok200.$ref.slice(2)}`
    : `operator#/paths/${path}/${op.method.toLowerCase()}/responses/200`;
  const ref = `${
    body.code === 0 ? okRef : 'operator#/components/responses/Error'
  }/content/application~1json/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (!validate(body))
    throw new Error(`${operationId}: ${ajv.errorsText(validate.errors)}\n${res.body}`);
  return { status: res.statusCode, body };
}

describe('operator API (openapi/operator.yaml)', () => {
  it('refuses a request without the operator token', async () => {
    const res = await operator('listVerificationsUnderReview', { token: '' });
    expect(res.body.code).toBe(403);
    expect(res.status).toBe(403);
    expect((await operator('listVerificationsUnderReview', { token: 'wrong' })).body.code).toBe(
      403,
    );
  });

  it('every operation has a handler and answers as its document says', async () => {
    expect((await operator('listVerificationsUnderReview')).body.code).toBe(0);
    expect(
      (
        await operator('createNotice', {
          body: { userId, title: 'Hello', description: '<p>Hi</p>' },
        })
      ).body.code,
    ).toBe(0);
    expect(
      (await operator('setSiteParameters', { body: { SITE_NAME: 'Operator test' } })).body.code,
    ).toBe(0);
    expect(
      (
        await operator('setDictionary', {
          params: { type: 'Colour' },
          body: [{ code: 'r', name: 'Red' }],
        })
      ).body.code,
    ).toBe(0);
    const review = await operator('reviewVerification', {
      params: { id: 999_999 },
      body: { decision: 'passed' },
    });
    expect(review.body.code).toBe(404);
    for (const op of ['reviewWithdrawal', 'reviewRecharge']) {
      const unknown = await operator(op, {
        params: { id: 999_999 },
        body: { decision: 'approved' },
      });
      expect(unknown.body.code, op).toBe(404);
    }
  });

  it('credits a user once per reference, through the ledger', async () => {
    const before = (await call(server.app, 'getUserMoneyInfo', { token: userToken })).json()
      .data as { available: string };
    const first = await operator('creditUser', {
      params: { id: userId },
      body: { amount: '25.5', reference: 'test-1' },
    });
    expect(first.body.code).toBe(0);
    const again = await operator('creditUser', {
      params: { id: userId },
      body: { amount: '25.5', reference: 'test-1' },
    });
    expect(again.body.data).toEqual(first.body.data);
    const after = (await call(server.app, 'getUserMoneyInfo', { token: userToken })).json()
      .data as { available: string };
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(25.5, 8);
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('refuses a credit of an unknown user or with more than 8 decimals', async () => {
    expect(
      (
        await operator('creditUser', {
          params: { id: 999_999 },
          body: { amount: '1', reference: 'x' },
        })
      ).body.code,
    ).toBe(404);
    const bad = await operator('creditUser', {
      params: { id: userId },
      body: { amount: '1.123456789', reference: 'y' },
    });
    expect(bad.body.code).toBe(1000);
  });

  it('has no price scripting outside test mode (404, the feed cannot be steered)', async () => {
    const res = await operator('scriptPrices', {
      params: { code: 'BTCUSDT' },
      body: { prices: ['1.00'], tick: true },
    });
    expect(res).toMatchObject({ status: 404, body: { code: 404 } });
    expect(server.app.appContext.market.quote('BTCUSDT')!.price).not.toBe('1.00');
  });
});
