import { describe, expect, it } from 'vitest';
import { ERROR_CODES, GENERIC_ERROR_CODES } from './errors';
import { listOperations, loadDocument } from './test/document';

const doc = loadDocument();
const operations = listOperations(doc);
const has = (method: string, path: string) =>
  operations.some((op) => op.method === method && op.path === path);

/** Every call of spec §7, verbatim: method and path (relative to /api). */
const SPEC_CALLS = [
  'POST /oauth/checkLogin',
  'POST /oauth/login',
  'POST /oauth/loginGuest',
  'POST /oauth/register',
  'POST /forgetPwd',
  'POST /user/forgetTkPwd',
  'POST /user/logout',
  'POST /user/info',
  'POST /user/money/info',
  'POST /user/level/info',
  'GET /user/rank/list',
  'POST /user/info/update',
  'POST /user/bill/list',
  'POST /user/realName/commit',
  'GET /user/getUserInfo',
  'GET /user/getUserMoney',
  'GET /user/getUserNotice',
  'GET /user/getUserNoticeNum',
  'GET /user/message/noReadNum',
  'GET /user/message/{id}/info',
  'GET /user/message/list/{param}',
  'POST /user/message/signRead',
  'POST /common/dictEnumMapAll',
  'POST /common/dict/allMap',
  'POST /common/getToken',
  'POST /common/sendCode',
  'GET /common/dictEnumFull/{entityName}',
  'GET /country/list',
  'GET /translation/list',
  'GET /banner/{position}/list',
  'GET /getDomainAgentNumber',
  'GET /getCurrentPrice',
  'POST /common/uploadPre',
  'GET /common/getCaptcha',
  'GET /getPaper',
  'POST /user/orders/build',
  'GET /trade/product/list',
  'GET /trade/product/info/{id}',
  'GET /trade/product/kdata/{a}/{b}/{c}',
  'GET /bet/coin/type/all',
  'GET /bet/coin/all',
  'GET /bet/coin/rateMap',
  'GET /bet/coin/bigType/playList',
  'GET /bet/coin/period/{id}/lastInfo',
  'GET /bet/coin/period/{id}/currInfo',
  'GET /bet/coin/period/{id}/records/{count}',
  'GET /bet/coin/kdata/{typeCode}/{coinCode}/{ticket}/{interval}',
  'GET /user/bet/unOpenNum',
  'POST /user/bet/submitList',
];

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: { $ref?: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  'x-error-codes'?: number[];
}

describe('the document', () => {
  it.each(SPEC_CALLS)('has the spec §7 call %s with its method and path', (call) => {
    const [method = '', path = ''] = call.split(' ');
    expect(has(method.toLowerCase(), path)).toBe(true);
  });

  it('serves everything under /api', () => {
    expect((doc as unknown as { servers: { url: string }[] }).servers).toEqual([
      { url: '/api', description: 'Same origin as the web app.' },
    ]);
  });

  it('gives every operation a unique camelCase operationId, a summary, a tag and an error response', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      const operation = doc.paths[op.path]?.[op.method] as unknown as Operation;
      expect(op.operationId, op.path).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.summary, op.operationId).toBeTruthy();
      expect(operation.tags?.length, op.operationId).toBeGreaterThan(0);
      expect(operation.responses, op.operationId).toHaveProperty('4XX');
    }
  });

  it('requires X-IDEMPOTENT-TOKEN exactly on the operations marked idempotent, money movers included', () => {
    const withHeader = operations.filter((op) => {
      const operation = doc.paths[op.path]?.[op.method] as unknown as Operation;
      return (operation.parameters ?? []).some(
        (p) => p.$ref === '#/components/parameters/IdempotentToken',
      );
    });
    expect(withHeader.map((op) => op.operationId).sort()).toEqual(
      operations
        .filter((op) => op.idempotent)
        .map((op) => op.operationId)
        .sort(),
    );
    for (const id of [
      'buildOrder',
      'closeOrder',
      'submitWithdraw',
      'submitRecharge',
      'submitBets',
      'applyLoan',
      'repayLoan',
      'buyWealth',
      'convertExchange',
      'drawLottery',
    ]) {
      expect(withHeader.map((op) => op.operationId)).toContain(id);
    }
  });

  it('lists in x-error-codes only catalogue codes that are not generic, and 1000 wherever there is input', () => {
    const catalogue = new Set<number>(Object.values(ERROR_CODES));
    for (const op of operations) {
      const operation = doc.paths[op.path]?.[op.method] as unknown as Operation;
      const codes = operation['x-error-codes'] ?? [];
      for (const code of codes) {
        expect(catalogue.has(code), `${op.operationId}: ${code} is not in the catalogue`).toBe(
          true,
        );
        expect(GENERIC_ERROR_CODES, `${op.operationId}: ${code} is generic`).not.toContain(code);
      }
      expect(new Set(codes).size, op.operationId).toBe(codes.length);
      const hasInput = (operation.parameters ?? []).length > 0 || operation.requestBody;
      if (hasInput) expect(codes, op.operationId).toContain(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it('documents the generic codes, "not available" and the health check', () => {
    for (const code of GENERIC_ERROR_CODES) expect(Object.values(ERROR_CODES)).toContain(code);
    expect(ERROR_CODES).toMatchObject({
      NOT_AVAILABLE: 501,
      UNSUPPORTED_MEDIA_TYPE: 415,
      PAYLOAD_TOO_LARGE: 413,
    });
    expect(has('get', '/health')).toBe(true);
  });
});
