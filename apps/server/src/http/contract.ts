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
