import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The parsed contract, for tests that check code against the document. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; 'x-idempotent'?: boolean }>>;
  components: { schemas: Record<string, unknown> };
  'x-stomp': {
    endpoint: string;
    heartBeat: { outgoing: number; incoming: number };
    destinations: Record<
      string,
      { name: string; kind: string; access: string[]; payload: { $ref: string } }
    >;
  };
}

export const documentPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

export function loadDocument(): OpenApiDocument {
  return parse(readFileSync(documentPath, 'utf8')) as OpenApiDocument;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Every operation as method, path and operationId. */
export function listOperations(doc: OpenApiDocument = loadDocument()) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (HTTP_METHODS as readonly string[]).includes(method))
      .map(([method, op]) => ({
        method,
        path,
        operationId: op.operationId,
        idempotent: op['x-idempotent'] === true,
      })),
  );
}
