import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type {
  OperatorOperationId,
  OperatorRequestBody,
  OperatorResponseData,
  operatorOperations,
} from '@repo/api-schema/operator';
import { fail, ok } from '../envelope';
import { scriptPrices } from '../modules/trade/feed';
import type { AppContext } from '../kernel/context';
import { AppError, ErrorCode } from '../kernel/errors';
import { creditUser } from '../modules/account/service';
import { setDictionary, setSiteParams } from '../modules/content/service';
import { createNotice } from '../modules/messages/service';
import { listUnderReview, reviewRealName } from '../modules/verification/service';
import { reviewRecharge } from '../modules/wallet/recharge';
import { reviewWithdrawal } from '../modules/wallet/service';
import { loadOperatorContract, type OpenApiDocument } from './contract';

type OperatorHandler<Op extends OperatorOperationId> = (
  input: {
    body: OperatorRequestBody<Op>;
    params: NonNullable<operatorOperations[Op]['parameters']['path']>;
  },
  ctx: AppContext,
) => Promise<OperatorResponseData<Op>>;

/**
 * The operator endpoints of openapi/operator.yaml, typed by their operation. Each calls the same service
 * as the user routes (no SQL here); the services publish their events after commit.
 */
const operatorHandlers: { [Op in OperatorOperationId]: OperatorHandler<Op> } = {
  listVerificationsUnderReview: async (_input, ctx) => listUnderReview(ctx),
  reviewVerification: async ({ params, body }, ctx) => {
    const row = await reviewRealName(ctx, params.id, body.decision, body.reason ?? null);
    return {
      id: row.id,
      userId: row.userId,
      status: row.status as 'passed' | 'rejected',
      reason: row.reason,
      reviewedAt: (row.reviewedAt ?? new Date(ctx.kernel.clock.now())).toISOString(),
    };
  },
  createNotice: async ({ body }, ctx) =>
    createNotice(ctx, { ...body, userId: body.userId ?? null }),
  setSiteParameters: async ({ body }, ctx) => {
    await setSiteParams(ctx, body);
    return null;
  },
  setDictionary: async ({ params, body }, ctx) => {
    await setDictionary(ctx, params.type, body);
    return null;
  },
  creditUser: async ({ params, body }, ctx) => creditUser(ctx, params.id, body),
  scriptPrices: async ({ params, body }, ctx) => scriptPrices(ctx, params.code, body),
  reviewWithdrawal: async ({ params, body }, ctx) =>
    reviewWithdrawal(ctx, params.id, body.decision, body.reason ?? null),
  reviewRecharge: async ({ params, body }, ctx) =>
    reviewRecharge(ctx, params.id, body.decision, body.reason ?? null),
};

/** Operations that exist only in test mode (any other server answers 404, as for an unknown route). */
const TEST_MODE_ONLY: ReadonlySet<OperatorOperationId> = new Set(['scriptPrices']);

/**
 * Operator endpoints (openapi/operator.yaml, outside the user contract and outside /api), enabled only
 * when OPERATOR_TOKEN is set; requests carry it in `x-operator-token`. Validation and the error envelope
 * are the user contract's.
 */
export async function registerOperatorRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  token: string | null,
  options: { testMode?: boolean } = {},
  document: OpenApiDocument = loadOperatorContract(),
) {
  if (!token) return;
  const testMode = options.testMode ?? false;
  const expected = Buffer.from(token);
  await app.register(openapiGlue, {
    specification: document as unknown as Record<string, unknown>,
    prefix: '/operator',
    securityHandlers: {
      operatorToken: async (req: FastifyRequest) => {
        const given = Buffer.from(String(req.headers['x-operator-token'] ?? ''));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw new AppError(ErrorCode.FORBIDDEN, 'Operator token required');
        }
      },
    },
    operationResolver: (operationId: string) => {
      const handler = operatorHandlers[operationId as OperatorOperationId] as
        OperatorHandler<OperatorOperationId> | undefined;
      if (!handler) throw new Error(`operator.yaml has ${operationId}, the server has no handler`);
      if (!testMode && TEST_MODE_ONLY.has(operationId as OperatorOperationId)) {
        return async (req: FastifyRequest, reply: FastifyReply) =>
          reply.code(404).send(fail(404, `No such route: ${req.method} ${req.url}`));
      }
      return async (req: FastifyRequest, reply: FastifyReply) =>
        reply.send(
          ok(await handler({ body: req.body as never, params: req.params as never }, ctx)),
        );
    },
  });
}
