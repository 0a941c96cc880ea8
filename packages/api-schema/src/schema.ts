/** Types of the contract, generated from openapi/openapi.yaml by `npm run generate`. */
export type { components, operations, paths, webhooks } from './generated/schema';
import type { components, operations } from './generated/schema';

/** A named schema of the document: `Schema<'Order'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The `data` of an operation's 200 response: `ResponseData<'getUserInfo'>`. */
export type ResponseData<Id extends keyof operations> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } };
}
  ? D
  : never;

/** The JSON request body of an operation: `RequestBody<'login'>`. */
export type RequestBody<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[Id] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

export type OperationId = keyof operations;

export { KLINE_INTERVAL_MS } from './klineIntervals';
