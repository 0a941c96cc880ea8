import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Idempotency, RunOptions } from '../kernel/idempotency';
import { requestHash } from '../kernel/idempotency';
import { ok } from '../envelope';
import { operationsOf, type OpenApiDocument } from './contract';
import { AppError, ErrorCode } from '../kernel/errors';
import { accountIdOf } from '../modules/auth/service';

/** The contract's `IdempotentToken` header parameter: 8 to 128 characters, no NUL. */
const isTokenShaped = (token: string) =>
  token.length >= 8 && token.length <= 128 && !token.includes('\u0000');
import { httpStatusOf } from './errors';

/** The operations the contract marks `x-idempotent: true`. */
export function idempotentOperations(document: OpenApiDocument): ReadonlySet<string> {
  return new Set(
    operationsOf(document)
      .filter((op) => op.operation['x-idempotent'] === true)
      .map((op) => op.operationId),
  );
}

const success = (data: unknown) => ({ httpStatus: 200, body: JSON.stringify(ok(data ?? null)) });

/**
 * Runs an `x-idempotent` operation's handler through the kernel's idempotency: the first answer per
 * `X-IDEMPOTENT-TOKEN` (success or business error) is stored and sent again for the same request.
 */
export async function runIdempotent(
  idempotency: Idempotency,
  operationId: string,
  req: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<unknown>,
  options: RunOptions = {},
) {
  const header = req.headers['x-idempotent-token'];
  // The header left the route's schema (a missing one is the contract's 1100, not a schema error), so
  // its shape (`IdempotentToken`: 8 to 128 characters, no NUL) is checked here, as the schema would.
  if (typeof header === 'string' && header && !isTokenShaped(header)) {
    return reply.code(400).send({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'Invalid request: headers/x-idempotent-token must have 8 to 128 characters and no NUL',
      data: { 'X-IDEMPOTENT-TOKEN': 'validation.idempotentToken.shape' },
    });
  }
  const userId = accountIdOf(req.auth);
  const answer = await idempotency.run(
    {
      token: typeof header === 'string' && header ? header : undefined,
      userId,
      operation: operationId,
      hash: requestHash(operationId, { params: req.params, query: req.query, body: req.body }),
    },
    async () => {
      try {
        return success(await handler());
      } catch (error) {
        if (error instanceof AppError && httpStatusOf(error.code) < 500) {
          const body = { code: error.code, msg: error.message, data: error.data };
          return { httpStatus: httpStatusOf(error.code), body: JSON.stringify(body) };
        }
        throw error;
      }
    },
    // How an answer is written, for a use case whose transaction's result is the answer (it stores
    // it with its effect: kernel.tx(work, { answer: true })).
    success,
    options,
  );
  return reply.code(answer.httpStatus).type('application/json; charset=utf-8').send(answer.body);
}
