import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The OpenAPI document of @repo/api-schema: the source of this server's routes and validation. */
export const contractPath = path.resolve(
  here,
  '../../../../packages/api-schema/openapi/openapi.yaml',
);

export interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
  'x-error-codes'?: number[];
  'x-idempotent'?: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
  [key: string]: unknown;
}

export function loadContract(file = contractPath): OpenApiDocument {
  return parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export function operationsOf(doc: OpenApiDocument): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: p,
        operation,
      });
    }
  }
  return out;
}

/** The operator document (openapi/operator.yaml) beside the contract. */
export const operatorContractPath = path.resolve(
  here,
  '../../../../packages/api-schema/openapi/operator.yaml',
);

const MAIN_PREFIX = './openapi.yaml#/components/schemas/';
const LOCAL_PREFIX = '#/components/schemas/';

/**
 * The operator document with the user contract's schemas it refers to (`./openapi.yaml#/…`) copied in,
 * so it stands alone for route registration and validation.
 */
export function loadOperatorContract(
  file = operatorContractPath,
  main: OpenApiDocument = loadContract(),
): OpenApiDocument {
  const doc = parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
  doc.components.schemas ??= {};
  const pending: string[] = [];
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(MAIN_PREFIX)) {
        const name = value.slice(MAIN_PREFIX.length);
        pending.push(name);
        out[key] = `${LOCAL_PREFIX}${name}`;
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  const rewritten = rewrite(doc) as OpenApiDocument;
  const copied = rewritten.components.schemas;
  // The copied schemas refer to others of the main document by local refs: copy those too.
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_PREFIX)) {
        pending.push(value.slice(LOCAL_PREFIX.length));
      } else collect(value);
    }
  };
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (name in copied) continue;
    const schema = main.components.schemas[name];
    if (!schema)
      throw new Error(`operator.yaml refers to ${name}, which openapi.yaml does not have`);
    copied[name] = schema;
    collect(schema);
  }
  return rewritten;
}
