/**
 * Type-level contract tests. `npm run typecheck` (tsc) fails if any `@ts-expect-error` below stops being an
 * error, i.e. if the client would accept a path, body or field that the document lacks.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import type { components } from './generated/schema';
import type { RequestBody, ResponseData, Schema } from './schema';
import { createMemoryStorage } from './storage';
import { ORIGIN, envelope, recordingFetch } from './test/fetch';

type S = components['schemas'];

// Never called: these lines exist for the type checker only.
function callsThatMustNotCompile(api: ApiClient) {
  // @ts-expect-error a path the document lacks
  void api.GET('/user/nope');
  // @ts-expect-error a method the path does not have (login is POST)
  void api.GET('/oauth/login');
  // @ts-expect-error the spec's casing is part of the path
  void api.POST('/oauth/checklogin');
  // @ts-expect-error body without the required password
  void api.POST('/oauth/login', { body: { username: 'trader01' } });
  void api.POST('/user/orders/build', {
    params: { header: { 'X-IDEMPOTENT-TOKEN': 't' } },
    // @ts-expect-error a number where the document says decimal string
    body: { productId: 1, direction: 'long', orderType: 'market', lotSize: 0.1, multiple: 10 },
  });
  void api.POST('/user/orders/build', {
    params: { header: { 'X-IDEMPOTENT-TOKEN': 't' } },
    // @ts-expect-error a direction outside the enum
    body: { productId: 1, direction: 'up', orderType: 'market', lotSize: '0.1', multiple: 10 },
  });
  // @ts-expect-error an idempotent operation without its X-IDEMPOTENT-TOKEN header
  void api.POST('/user/orders/build', {
    body: { productId: 1, direction: 'long', orderType: 'market', lotSize: '0.1', multiple: 10 },
  });
  // @ts-expect-error a path parameter of the wrong type
  void api.GET('/user/message/{id}/info', { params: { path: { id: 'seven' } } });
}

// The same calls done right compile, so each error above comes from its one defect.
function callsThatCompile(api: ApiClient) {
  const order = {
    productId: 1,
    direction: 'long',
    orderType: 'market',
    lotSize: '0.1',
    multiple: 10,
  } as const;
  void api.POST('/oauth/checkLogin');
  void api.POST('/oauth/login', { body: { username: 'trader01', password: 'secret12' } });
  void api.POST('/user/orders/build', {
    params: { header: { 'X-IDEMPOTENT-TOKEN': 't' } },
    body: order,
  });
  void api.GET('/user/message/{id}/info', { params: { path: { id: 7 } } });
}

async function fieldsThatMustNotCompile(api: ApiClient) {
  const { data } = await api.POST('/user/info');
  if (!data) return;
  // @ts-expect-error a field UserInfo lacks
  void data.data.password;
  // @ts-expect-error the envelope has no `result`
  void data.result;
  const money = await api.POST('/user/money/info');
  // @ts-expect-error balances are strings, not numbers
  const n: number = money.data!.data.balance;
  void n;
}

describe('types follow the document', () => {
  it('infers response data, request bodies and schema types from the document', async () => {
    expectTypeOf<ResponseData<'getUserInfo'>>().toEqualTypeOf<S['UserInfo']>();
    expectTypeOf<RequestBody<'login'>>().toEqualTypeOf<S['LoginRequest']>();
    expectTypeOf<Schema<'OrderStatus'>>().toEqualTypeOf<
      | 'entrusted'
      | 'settling'
      | 'in_position'
      | 'closed'
      | 'revoked'
      | 'cancelled'
      | 'processing'
      | 'in_progress'
      | 'completed'
    >();
    expectTypeOf<S['Decimal']>().toEqualTypeOf<string>();

    const api = createApiClient({
      baseUrl: ORIGIN,
      fetch: recordingFetch(() => envelope({ isLogin: true })).fetch,
      storage: createMemoryStorage(),
    });
    const { data } = await api.POST('/oauth/checkLogin');
    expectTypeOf(data!.data.isLogin).toEqualTypeOf<boolean>();
    expectTypeOf(callsThatMustNotCompile).toBeFunction();
    expectTypeOf(fieldsThatMustNotCompile).toBeFunction();
    expectTypeOf(callsThatCompile).toBeFunction();
  });
});
