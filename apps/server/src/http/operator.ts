import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createNotice } from '../modules/messages/service';
import { reviewRealName } from '../modules/verification/service';
import { setDictionary, setSiteParams } from '../modules/content/service';
import { ok } from '../envelope';
import { AppError, ErrorCode } from '../kernel/errors';
import type { AppContext } from '../kernel/context';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';

/**
 * Operator endpoints (outside the contract, outside /api): identity review, notices, site parameters,
 * dictionaries. Enabled only when OPERATOR_TOKEN is set; requests carry it in `x-operator-token`.
 * `scripts/operator.ts` is the command-line front end.
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  token: string | null,
) {
  if (!token) return;
  const expected = Buffer.from(token);
  const guard = async (req: FastifyRequest) => {
    const given = Buffer.from(String(req.headers['x-operator-token'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Operator token required');
    }
  };
  const opts = { onRequest: guard, bodyLimit: 256 * 1024 };

  app.get('/operator/verifications', opts, async () =>
    ok(
      await queryRows(
        ctx.db,
        sql`SELECT v.id, v.user_id AS "userId", u.username, v.real_name AS "realName", v.document_type AS "documentType",
              v.status, v.submitted_at AS "submittedAt" FROM identity_verifications v JOIN users u ON u.id = v.user_id
            WHERE v.status = 'review' ORDER BY v.id`,
      ),
    ),
  );
  app.post<{ Params: { id: string }; Body: { decision: 'passed' | 'rejected'; reason?: string } }>(
    '/operator/verifications/:id/review',
    {
      ...opts,
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          required: ['decision'],
          additionalProperties: false,
          properties: {
            decision: { enum: ['passed', 'rejected'] },
            reason: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
    async (req) =>
      ok(
        await reviewRealName(
          ctx,
          Number(req.params.id),
          req.body.decision,
          req.body.reason ?? null,
        ),
      ),
  );
  app.post<{
    Body: { userId?: number | null; title: string; subTitle?: string; description: string };
  }>(
    '/operator/notices',
    {
      ...opts,
      schema: {
        body: {
          type: 'object',
          required: ['title', 'description'],
          additionalProperties: false,
          properties: {
            userId: { type: ['integer', 'null'], minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 200 },
            subTitle: { type: 'string', maxLength: 200 },
            description: { type: 'string', minLength: 1, maxLength: 100_000 },
          },
        },
      },
    },
    async (req) => ok(await createNotice(ctx, { ...req.body, userId: req.body.userId ?? null })),
  );
  app.post<{ Body: Record<string, string> }>(
    '/operator/site-params',
    {
      ...opts,
      schema: {
        body: { type: 'object', additionalProperties: { type: 'string', maxLength: 10_000 } },
      },
    },
    async (req) => {
      await setSiteParams(ctx, req.body);
      return ok(null);
    },
  );
  app.post<{ Params: { type: string }; Body: { code: string; name: string }[] }>(
    '/operator/dictionaries/:type',
    {
      ...opts,
      schema: {
        params: {
          type: 'object',
          properties: { type: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' } },
        },
        body: {
          type: 'array',
          maxItems: 500,
          items: {
            type: 'object',
            required: ['code', 'name'],
            additionalProperties: false,
            properties: {
              code: { type: 'string', maxLength: 64 },
              name: { type: 'string', maxLength: 200 },
            },
          },
        },
      },
    },
    async (req) => {
      await setDictionary(ctx, req.params.type, req.body);
      return ok(null);
    },
  );
}
