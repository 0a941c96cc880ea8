import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { readConfig, type ServerConfig } from '../config';
import type { CodeDelivery } from '../modules/auth/codes';
import { loadContract, operationsOf, type OperationRef } from '../http/contract';
import { testDatabaseConfig, type TestDatabase } from './database';

/** The contract's generic codes (its ErrorCode description): not listed per operation. */
export const GENERIC_ERROR_CODES: readonly number[] = [
  400, 401, 403, 408, 413, 414, 415, 431, 500, 501, 503,
];

const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as typeof addFormatsImport;

export const document = loadContract();
export const operations = operationsOf(document);
export const operation = (id: string): OperationRef => {
  const op = operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`No operation ${id} in the document`);
  return op;
};

/** Response validation against the document with Ajv 2020 (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, 'contract');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
function validator(ref: string): ValidateFunction {
  let v = validators.get(ref);
  if (!v) {
    v = ajv.compile({ $ref: `contract#/${ref}` });
    validators.set(ref, v);
  }
  return v;
}

export function responseSchemaRef(op: OperationRef, status = '200'): string | null {
  const response = op.operation.responses?.[status] as
    { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!response) return null;
  if (response.$ref) return `${response.$ref.replace(/^#\//, '')}/content/application~1json/schema`;
  if (!response.content?.['application/json']) return null;
  return pointer(
    'paths',
    op.path,
    op.method.toLowerCase(),
    'responses',
    status,
    'content',
    'application/json',
    'schema',
  );
}

/** Throws with Ajv's errors unless the response matches the document for its outcome. */
export function assertMatchesContract(op: OperationRef, res: LightMyRequestResponse) {
  const body = res.json() as { code: number };
  const ref = body.code === 0 ? responseSchemaRef(op) : 'components/schemas/ErrorEnvelope';
  if (!ref) throw new Error(`${op.operationId} has no JSON response in the document`);
  const validate = validator(ref);
  if (!validate(body)) {
    throw new Error(
      `${op.operationId} response does not match the document: ${ajv.errorsText(validate.errors)}\n${res.body.slice(0, 500)}`,
    );
  }
  // Any operation may answer the generic codes; every other code must be in its x-error-codes.
  if (body.code !== 0 && !GENERIC_ERROR_CODES.includes(body.code)) {
    const allowed = op.operation['x-error-codes'] ?? [];
    if (!allowed.includes(body.code)) {
      throw new Error(
        `${op.operationId} answered code ${body.code}, not in its x-error-codes ${JSON.stringify(allowed)}`,
      );
    }
  }
}

export class CapturedCodes implements CodeDelivery {
  readonly sent: { channel: string; target: string; scene: string; code: string }[] = [];
  async send(message: { channel: 'email' | 'phone'; target: string; scene: string; code: string }) {
    this.sent.push(message);
  }
  last(target: string) {
    return [...this.sent].reverse().find((m) => m.target === target)?.code;
  }
}

export interface TestServer {
  app: FastifyInstance;
  codes: CapturedCodes;
  /** Captcha answers issued, by key (the image itself is not machine-readable). */
  captchas: Map<string, string>;
  /** A scratch directory of this server, removed on close (the database is not in it). */
  dataDir: string;
  /** The database it runs on (given, or its own, dropped on close). */
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * A server on its own database (PGlite in memory, or a fresh PostgreSQL database under TEST_DATABASE_URL),
 * or on `options.database` (a restart: the database outlives this server and is not dropped by close()).
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  deps: AppDependencies = {},
  options: { database?: TestDatabase } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const codes = new CapturedCodes();
  const captchas = new Map<string, string>();
  const database = options.database ?? (await testDatabaseConfig());
  const owned = !options.database;
  let app: FastifyInstance;
  try {
    app = await buildApp(
      {
        ...readConfig({}),
        webDist: path.join(dataDir, 'no-web'),
        ...database.config,
        operatorToken: 'operator-secret-for-tests',
        uploadDir: path.join(dataDir, 'uploads'),
        ...overrides,
      },
      {
        codes,
        document,
        onCaptchaIssued: (key, answer) => captchas.set(key, answer),
        ...deps,
      },
    );
  } catch (error) {
    if (owned) await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    codes,
    captchas,
    dataDir,
    database,
    async close() {
      try {
        await app.close();
      } finally {
        if (owned) await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address (default 127.0.0.1), for the per-address limits. */
  remoteAddress?: string;
}

/** Calls an operation of the document by its operationId, over HTTP (inject). */
export async function call(app: FastifyInstance, operationId: string, input: CallInput = {}) {
  const op = operation(operationId);
  const url =
    '/api' +
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(String(input.params?.[name] ?? '1')),
    );
  const headers: Record<string, string> = { ...(input.headers ?? {}) };
  if (input.token) headers['x-user-token'] = input.token;
  let payload: string | undefined;
  if (input.rawBody !== undefined) payload = input.rawBody;
  else if (input.body !== undefined) payload = JSON.stringify(input.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await app.inject({
    method: op.method as 'GET' | 'POST',
    url,
    query: Object.fromEntries(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)])),
    headers,
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });
  return { op, res, json: () => res.json() as { code: number; msg: string; data: never } };
}

/** Signs in a seeded account; its token and id. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const login = await call(app, 'login', { body: { username, password } });
  const data = login.json().data as { token: string; userInfo: { id: number } };
  return { token: data.token, userId: data.userInfo.id };
}

/** Collects what `broker` publishes on the user's own topics (parsed), into `heard`. */
export function captureUserEvents(
  broker: { publish(destination: string, body: string): unknown },
  userId: number,
  heard: { destination: string; body: unknown }[],
): void {
  const publish = broker.publish.bind(broker);
  broker.publish = (destination: string, body: string) => {
    if (destination.startsWith(`/user/${userId}/`)) {
      heard.push({ destination, body: JSON.parse(body) as unknown });
    }
    return publish(destination, body);
  };
}
