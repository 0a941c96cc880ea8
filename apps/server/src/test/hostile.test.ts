import net from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seedData';
import type { OperationRef } from '../http/contract';
import {
  assertMatchesContract,
  call,
  document,
  operations,
  startTestServer,
  type TestServer,
} from './harness';

/**
 * A hostile client against every operation of the contract: each parameter and body field gets values
 * a schema must refuse (integers past the columns, `1e300`, negative ids, NUL in strings, strings far
 * over any limit, dates outside what a database stores, wrong types), and the transport gets what
 * Fastify and Node refuse before a route runs (malformed JSON or URL, unknown routes, big bodies, long
 * URLs, big headers, wrong content types). Every answer must be the `{code, msg, data}` envelope and
 * never HTTP 500; a refused value must be code 1000 naming the field.
 */

const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as typeof addFormatsImport;

type Schema = Record<string, unknown>;

let server: TestServer;
let token = '';
let port = 0;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as net.AddressInfo).port;
  const { res } = await call(server.app, 'login', {
    body: { username: 'demouser', password: DEMO_PASSWORD },
  });
  token = (res.json() as { data: { token: string } }).data.token;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

// ---- the document, read as a hostile client would ----

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, 'contract');
const validateErrorEnvelope = ajv.compile({ $ref: 'contract#/components/schemas/ErrorEnvelope' });

/** Validators configured as the server's (bodies strict, parameters coerced from text). */
const strictAjv = new Ajv2020({ strict: false, coerceTypes: false });
const coercingAjv = new Ajv2020({ strict: false, coerceTypes: 'array' });
for (const a of [strictAjv, coercingAjv]) {
  addFormats(a);
  a.addSchema(document as object, 'contract');
}

function resolve(schema: unknown): Schema {
  let s = schema as Schema;
  while (s && typeof s.$ref === 'string') {
    const parts = s.$ref.replace(/^#\//, '').split('/');
    let at: unknown = document;
    for (const p of parts)
      at = (at as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
    s = at as Schema;
  }
  return s ?? {};
}

/** Properties and required names of an object schema, through allOf. */
function objectShape(schema: Schema): { properties: Record<string, unknown>; required: string[] } {
  const s = resolve(schema);
  const properties: Record<string, unknown> = { ...((s.properties as object) ?? {}) };
  const required = [...((s.required as string[]) ?? [])];
  for (const part of (s.allOf as unknown[]) ?? []) {
    const inner = objectShape(part as Schema);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  return { properties, required };
}

/** The first non-null type a (possibly oneOf) schema takes. */
function kind(schema: Schema): string {
  const s = resolve(schema);
  if (typeof s.type === 'string') return s.type;
  for (const branch of [...((s.oneOf as unknown[]) ?? []), ...((s.anyOf as unknown[]) ?? [])]) {
    const k = kind(branch as Schema);
    if (k !== 'null') return k;
  }
  if (s.allOf || s.properties) return 'object';
  if (s.enum) return typeof (s.enum as unknown[])[0];
  return 'unknown';
}

const PATTERN_SAMPLES = ['1', 'abcdef12', 'en-US', '+1', '5551234', 'BTCUSDT', 'abc', 'USDT'];

/** A value the schema accepts (the baseline a hostile value replaces one field of). */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('default' in s) return s.default;
  switch (kind(s)) {
    case 'object': {
      const { properties, required } = objectShape(s);
      return Object.fromEntries(required.map((k) => [k, sample(properties[k] as Schema)]));
    }
    case 'array': {
      const min = (s.minItems as number | undefined) ?? 0;
      return min > 0 ? [sample(s.items as Schema)] : [];
    }
    case 'integer':
    case 'number':
      return Math.max((s.minimum as number | undefined) ?? 1, 1);
    case 'boolean':
      return false;
    case 'string': {
      const branch = s.type === 'string' ? s : resolve((s.oneOf as Schema[])[0]);
      if (branch.format === 'date-time') return '2026-01-31T08:00:00.000Z';
      if (branch.format === 'email') return 'hostile@example.com';
      const fallback = 'x'.repeat(Math.max((branch.minLength as number | undefined) ?? 1, 1));
      const check = strictAjv.compile(branch);
      const found = [fallback, ...PATTERN_SAMPLES].find((v) => check(v));
      if (found === undefined) throw new Error(`no sample for ${JSON.stringify(branch)}`);
      return found;
    }
    default:
      return null;
  }
}

type Where = 'path' | 'query' | 'header' | 'body';
interface Field {
  where: Where;
  /** Path of the value: parameter name, or body property names and array indexes. */
  path: (string | number)[];
  schema: Schema;
}

/** Every scalar input of an operation: its parameters and the leaves of its JSON body. */
function fieldsOf(op: OperationRef): Field[] {
  const out: Field[] = [];
  const params = ((op.operation as { parameters?: unknown[] }).parameters ?? []).map(resolve);
  for (const p of params) {
    out.push({ where: p.in as Where, path: [p.name as string], schema: resolve(p.schema) });
  }
  const body = op.operation.requestBody?.content?.['application/json']?.schema;
  const walk = (schema: Schema, path: (string | number)[]) => {
    const k = kind(schema);
    if (k === 'object') {
      for (const [name, prop] of Object.entries(objectShape(schema).properties))
        walk(prop as Schema, [...path, name]);
    } else if (k === 'array') {
      walk(resolve(schema).items as Schema, [...path, 0]);
    } else {
      out.push({ where: 'body', path, schema: resolve(schema) });
    }
  };
  if (body) walk(resolve(body), []);
  return out;
}

/** A hostile value; `raw` is JSON text put into the body as is (numbers JSON.stringify cannot write). */
interface Variant {
  label: string;
  value: unknown;
  raw?: string;
  /** The contract must refuse it (code 1000); otherwise the answer only has to be a sane envelope. */
  refused: boolean;
}

const NUL = 'ab\u0000cd';
const LONE_SURROGATE = 'abc\ud800def';

function variantsFor(field: Field): Variant[] {
  const k = kind(field.schema);
  const inUrl = field.where !== 'body';
  const long = 'x'.repeat(inUrl ? 5000 : 20_000);
  const variants: Variant[] = [];
  if (k === 'integer' || k === 'number') {
    const ints: [string, unknown, string?][] = [
      ['past int32', 2147483648],
      ['past the column', 99999999999],
      ['1e300', 1e300, '1e300'],
      ['negative', -1],
      ['fraction', 1.5],
      ['text', 'abc'],
    ];
    for (const [label, value, raw] of ints)
      variants.push({
        label,
        value: inUrl ? (raw ?? String(value)) : value,
        refused: true,
        ...(raw && !inUrl ? { raw } : {}),
      });
    if (!inUrl) variants.push({ label: 'boolean', value: true, refused: true });
  } else if (k === 'string') {
    const isDate =
      field.schema.format === 'date-time' || JSON.stringify(field.schema).includes('date-time');
    if (field.where !== 'header') variants.push({ label: 'NUL', value: NUL, refused: true });
    variants.push({ label: 'very long', value: long, refused: true });
    if (field.where !== 'header')
      variants.push({ label: 'lone surrogate', value: LONE_SURROGATE, refused: false });
    if (!inUrl) {
      variants.push({ label: 'number', value: 12345, refused: true });
      variants.push({ label: 'object', value: { $gt: '' }, refused: true });
    }
    if (isDate) {
      for (const date of [
        '0000-01-01T00:00:00Z',
        '-000001-01-01T00:00:00Z',
        '+275760-09-13T00:00:00Z',
        '99999-01-01T00:00:00Z',
        '2026-06-30T23:59:60Z',
        '2026-02-30T10:00:00Z',
      ])
        variants.push({ label: `date ${date}`, value: date, refused: true });
    }
  } else if (k === 'boolean') {
    variants.push({ label: 'text', value: 'yes', refused: true });
    variants.push({ label: 'number', value: 2, refused: true });
  }
  return variants;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let at: Record<string, unknown> = target;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      at[key] = value;
    } else {
      const nextIsIndex = typeof path[i + 1] === 'number';
      at[key] ??= nextIsIndex ? [] : {};
      if (nextIsIndex && (at[key] as unknown[]).length === 0) (at[key] as unknown[]).push({});
      at = at[key] as Record<string, unknown>;
    }
  }
}

/** Percent-encoding that also writes a lone surrogate (as the invalid UTF-8 a hostile client sends). */
const encodeText = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => {
      if (!/^[\ud800-\udfff]$/.test(part)) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

const RAW_MARK = '__hostile_raw_value__';

/** Sends the operation with a baseline input and one field replaced; returns the response. */
async function send(op: OperationRef, field: Field | null, variant: Variant | null) {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const opParams = ((op.operation as { parameters?: unknown[] }).parameters ?? []).map(resolve);
  for (const p of opParams) {
    if (!p.required) continue;
    const value = String(sample(p.schema as Schema));
    if (p.in === 'path') params[p.name as string] = value;
    if (p.in === 'query') query[p.name as string] = value;
    if (p.in === 'header') headers[(p.name as string).toLowerCase()] = value;
  }
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  let body = bodySchema ? (sample(bodySchema as Schema) as Record<string, unknown>) : undefined;
  if (field && variant) {
    const name = String(field.path[0]);
    if (field.where === 'path') params[name] = String(variant.value);
    else if (field.where === 'query') query[name] = String(variant.value);
    else if (field.where === 'header') headers[name.toLowerCase()] = String(variant.value);
    else {
      body = structuredClone(body ?? {});
      setAt(body, field.path, variant.raw !== undefined ? RAW_MARK : variant.value);
    }
  }
  let rawBody = body === undefined ? undefined : JSON.stringify(body);
  if (rawBody !== undefined && variant?.raw !== undefined)
    rawBody = rawBody.replace(`"${RAW_MARK}"`, variant.raw);
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeText(v)}`)
    .join('&');
  const url =
    '/api' +
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeText(params[name] ?? '1')) +
    (search ? `?${search}` : '');
  const res = await server.app.inject({
    method: op.method as 'GET' | 'POST',
    url,
    headers: {
      ...headers,
      'x-user-token': token,
      ...(rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(rawBody !== undefined ? { payload: rawBody } : {}),
  });
  // Follow token rotation so later calls still carry a live session.
  const rotated = res.headers.authorization;
  if (typeof rotated === 'string' && rotated) token = rotated;
  return res;
}

/** Every answer: not 500, JSON, and the envelope the document describes for this operation. */
function expectEnvelope(op: OperationRef, res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).not.toBe(500);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode === 200 && !type.includes('json')) return; // images (captcha) on success
  expect(type, `${what}: content type`).toContain('application/json');
  expect(() => assertMatchesContract(op, res), what).not.toThrow();
}

const fieldKey = (field: Field) => field.path.join('.');

/** Whether the document itself refuses the value (as the server validates: parameters coerced). */
function documentRefuses(field: Field, variant: Variant): boolean {
  const value = variant.raw !== undefined ? JSON.parse(variant.raw) : variant.value;
  const inContract = JSON.parse(JSON.stringify(field.schema).replace(/"#\//g, '"contract#/'));
  const wrapper = { type: 'object', properties: { v: inContract }, required: ['v'] };
  const validate = (field.where === 'body' ? strictAjv : coercingAjv).compile(wrapper);
  return !validate({ v: value });
}

const withInput = operations
  .map((op) => ({ op, fields: fieldsOf(op) }))
  .filter(({ fields }) => fields.length > 0);

describe('every operation refuses hostile input with the envelope, never 500', () => {
  it('reads fields from the document', () => {
    // The walk found the inputs this 500s came through.
    const ids = withInput.map(({ op }) => op.operationId);
    for (const id of [
      'getMessageInfo',
      'listMessages',
      'listBills',
      'search',
      'login',
      'listArticles',
    ])
      expect(ids).toContain(id);
    expect(withInput.reduce((n, { fields }) => n + fields.length, 0)).toBeGreaterThan(150);
  });

  for (const { op, fields } of withInput) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const problems: string[] = [];
      for (const field of fields) {
        for (const variant of variantsFor(field)) {
          const what = `${op.operationId} ${field.where} ${fieldKey(field)} = ${variant.label}`;
          if (variant.refused && !documentRefuses(field, variant)) {
            problems.push(`${what}: the document accepts it`);
          }
          const res = await send(op, field, variant);
          try {
            expectEnvelope(op, res, what);
          } catch (error) {
            problems.push((error as Error).message.split('\n')[0] ?? what);
            continue;
          }
          if (!String(res.headers['content-type']).includes('json')) continue;
          const body = res.json() as { code: number; msg: string; data: unknown };
          // Operations this server does not offer answer 501 whatever the input.
          if (!variant.refused || body.code === 501) continue;
          if (body.code !== 1000 || res.statusCode !== 400) {
            problems.push(
              `${what}: answered HTTP ${res.statusCode} code ${body.code} (${body.msg})`,
            );
            continue;
          }
          const data = (body.data ?? {}) as Record<string, string>;
          const key = field.where === 'header' ? null : fieldKey(field);
          if (key && !(key in data)) {
            problems.push(`${what}: the 1000 names ${JSON.stringify(data)}, not ${key}`);
          }
          if (!body.msg.startsWith('Invalid request'))
            problems.push(`${what}: unclear message ${body.msg}`);
        }
      }
      expect(problems.map((p) => p.slice(0, 240))).toEqual([]);
    }, 120_000);
  }

  it('refuses a JSON body that is not an object, for every operation that takes one', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      if (!op.operation.requestBody?.content?.['application/json']) continue;
      for (const raw of ['[]', '"text"', '123', 'null', 'true']) {
        const url = '/api' + op.path.replace(/\{\w+\}/g, '1');
        const res = await server.app.inject({
          method: op.method as 'POST',
          url,
          headers: { 'content-type': 'application/json', 'x-user-token': token },
          payload: raw,
        });
        const what = `${op.operationId} body ${raw}`;
        try {
          expectEnvelope(op, res, what);
        } catch (error) {
          problems.push((error as Error).message.split('\n')[0] ?? what);
          continue;
        }
        const code = (res.json() as { code: number }).code;
        if (code !== 1000 && code !== 501) problems.push(`${what}: code ${code}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

// ---- the transport: what Fastify and Node's HTTP parser refuse ----

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes on a fresh connection and reads the answer until the server closes. */
function rawRequest(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => {
          const i = l.indexOf(':');
          return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
        }),
      );
      const status = Number(statusLine.split(' ')[1]);
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (d) => chunks.push(d));
    socket.on('end', finish);
    socket.on('error', (e) => (chunks.length ? finish() : reject(e)));
    socket.setTimeout(10_000, () => socket.destroy(new Error('timed out')));
    socket.write(bytes);
  });
}

const request = (line: string, headers: Record<string, string> = {}, body = '') =>
  rawRequest(
    `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      (body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '') +
      `\r\n${body}`,
  );

function expectRawEnvelope(answer: RawAnswer, status: number, code = status) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { code: number; msg: string };
  expect(validateErrorEnvelope(body), ajv.errorsText(validateErrorEnvelope.errors)).toBe(true);
  expect(body.code).toBe(code);
  expect(body.msg.length).toBeGreaterThan(3);
}

describe("the transport's own refusals are envelopes too", () => {
  const json = { 'content-type': 'application/json' };

  it('400 for malformed JSON', async () => {
    expectRawEnvelope(await request('POST /api/oauth/login HTTP/1.1', json, '{"username":'), 400);
  });

  it('400 for a URL with bad percent-encoding', async () => {
    expectRawEnvelope(await request('GET /api/trade/product/info/%zz HTTP/1.1'), 400);
    expectRawEnvelope(await request('GET /api/search/list%zz?keyword=a HTTP/1.1'), 400);
  });

  it('400 for a request line that is not HTTP', async () => {
    expectRawEnvelope(await rawRequest('HELLO\r\n\r\n'), 400);
  });

  it('404 for an unknown route under /api and for any unknown non-GET route', async () => {
    expectRawEnvelope(await request('GET /api/no/such/route HTTP/1.1'), 404);
    expectRawEnvelope(await request('DELETE /api/oauth/login HTTP/1.1'), 404);
    expectRawEnvelope(await request('POST /no/such/page HTTP/1.1', json, '{}'), 404);
  });

  it('413 for a body over the limit', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(70_000), password: 'secret12' });
    expectRawEnvelope(await request('POST /api/oauth/login HTTP/1.1', json, big), 413);
  });

  it('415 for a body that is not JSON', async () => {
    expectRawEnvelope(
      await request('POST /api/oauth/login HTTP/1.1', { 'content-type': 'text/plain' }, 'hi'),
      415,
    );
    expectRawEnvelope(
      await request(
        'POST /api/oauth/login HTTP/1.1',
        { 'content-type': 'application/xml' },
        '<a/>',
      ),
      415,
    );
  });

  it('1000 naming the field for a long path parameter within the URL limit', async () => {
    const answer = await request(`GET /api/common/dictEnumFull/${'a'.repeat(500)} HTTP/1.1`);
    expectRawEnvelope(answer, 400, 1000);
    expect(JSON.parse(answer.body).data).toHaveProperty('entityName');
  });

  it('414 for a URL over the URL limit, in the path or the query, even past the header limit', async () => {
    expectRawEnvelope(
      await request(`GET /api/common/dictEnumFull/${'a'.repeat(9000)} HTTP/1.1`),
      414,
    );
    expectRawEnvelope(
      await request(`GET /api/search/list?keyword=${'a'.repeat(10_000)} HTTP/1.1`),
      414,
    );
    expectRawEnvelope(
      await request(`GET /api/search/list?keyword=${'a'.repeat(100_000)} HTTP/1.1`),
      414,
    );
    expectRawEnvelope(await request(`POST /${'a'.repeat(30_000)} HTTP/1.1`, json, '{}'), 414);
  });

  it('431 for headers over the header limit', async () => {
    expectRawEnvelope(
      await request('GET /api/health HTTP/1.1', { 'x-big': 'a'.repeat(20_000) }),
      431,
    );
    const many = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`x-h${i}`, 'v'.repeat(60)]),
    );
    expectRawEnvelope(await request('GET /api/health HTTP/1.1', many), 431);
  });

  it('still serves normal requests on the same server afterwards', async () => {
    const answer = await request('GET /api/health HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
  });
});
