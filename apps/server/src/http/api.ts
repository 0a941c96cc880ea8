import rateLimit from '@fastify/rate-limit';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { resolveSession, rotateSession } from '../domain/auth';
import { fail, ok } from '../envelope';
import { type OpenApiDocument } from './contract';
import { ApiError, ErrorCode } from './errors';
import { handlers, NOT_AVAILABLE_MESSAGE, type HandlerContext } from './handlers';
import { sharedRuleErrors } from './sharedRules';

const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as typeof addFormatsImport;

/** Per-operation limits (per client address; login also per account name). */
const RATE_LIMITS: Record<string, { max: number; timeWindow: number; byAccount?: boolean }> = {
  login: { max: 10, timeWindow: 60_000, byAccount: true },
  register: { max: 10, timeWindow: 60_000 },
  forgetPassword: { max: 10, timeWindow: 60_000 },
  forgetWithdrawalPassword: { max: 10, timeWindow: 60_000 },
  sendVerificationCode: { max: 5, timeWindow: 60_000 },
  getCaptcha: { max: 30, timeWindow: 60_000 },
  getPaper: { max: 30, timeWindow: 60_000 },
  loginGuest: { max: 20, timeWindow: 60_000 },
};

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  return ajv;
}

/** Field name → message id for code 1000 (`FieldErrors`: `validation.<rule>`). */
function fieldErrors(errors: ErrorObject[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const params = e.params as Record<string, unknown>;
    let field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let rule = e.keyword;
    if (e.keyword === 'required')
      field = [field, String(params.missingProperty)].filter(Boolean).join('.');
    if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') {
      field = [field, String(params.unevaluatedProperty ?? params.additionalProperty)]
        .filter(Boolean)
        .join('.');
      rule = 'unknownField';
    }
    const key = (field || 'body').replace(/[^A-Za-z0-9_.]/g, '_');
    out[key] ??= `validation.${rule}`;
  }
  return out;
}

export interface ApiOptions {
  document: OpenApiDocument;
  ctx: HandlerContext;
}

/** The contract's routes under /api, validated from the document; errors in the envelope. */
export async function registerApi(app: FastifyInstance, { document, ctx }: ApiOptions) {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);

  app.decorateRequest('auth', null);
  // JSON only: a text/plain body would skip the document's JSON schemas, so it is refused (415).
  app.removeContentTypeParser('text/plain');

  app.setValidatorCompiler(({ schema, httpPart }) => {
    // glue inlines $refs and may add an $id; compile each route's schema on its own.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    if (httpPart === 'body') {
      // Unknown fields are errors: the document does not say additionalProperties: false everywhere.
      return strict.compile({ ...rest, unevaluatedProperties: false });
    }
    return coercing.compile(rest);
  });

  app.setErrorHandler(
    (
      error: Error & {
        statusCode?: number;
        validation?: ErrorObject[];
        code?: string;
        errors?: unknown[];
      },
      req,
      reply,
    ) => {
      let cause: unknown = error;
      // glue wraps security failures; the first handler's error says why.
      if (
        error.name === 'Unauthorized' &&
        Array.isArray(error.errors) &&
        error.errors[0] instanceof ApiError
      ) {
        cause = error.errors[0];
      }
      if (cause instanceof ApiError) {
        return reply
          .code(cause.httpStatus)
          .send({ code: cause.code, msg: cause.message, data: cause.data });
      }
      if (error.validation) {
        // Where the web form has a rule for the field, its message id wins over the schema keyword.
        const operationId = (req.routeOptions.config as { operationId?: string }).operationId;
        return reply.code(400).send({
          code: ErrorCode.VALIDATION_FAILED,
          msg: `Invalid request: ${error.message}`,
          data: { ...fieldErrors(error.validation), ...sharedRuleErrors(operationId, req.body) },
        });
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) {
        req.log.error(error);
        console.error(`${req.method} ${req.url} failed:`, error);
        return reply.code(500).send(fail(ErrorCode.SERVER_ERROR, 'Internal server error'));
      }
      // Malformed JSON (400), oversized body (413), wrong content type (415), …: a clear message.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type; send application/json'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Empty JSON body'
              : error.message;
      const code = ([401, 403, 404, 413, 415, 429] satisfies number[] as number[]).includes(status)
        ? status
        : ErrorCode.BAD_REQUEST;
      return reply.code(status).send(fail(code, message));
    },
  );

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !route.schema) return;
    route.config = { ...(route.config as object), operationId } as FastifyContextConfig;
    // The document's response schemas are checked by the contract tests, not used to serialise.
    delete (route.schema as { response?: unknown }).response;
    if (!(operationId in handlers)) {
      // Not offered yet: answer "not available" whatever the input.
      const s = route.schema as Record<string, unknown>;
      delete s.body;
      delete s.querystring;
      delete s.params;
      delete s.headers;
    }
    const limit = RATE_LIMITS[operationId];
    if (limit) {
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindow,
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => {
            const account = limit.byAccount
              ? String(
                  (req.body as { username?: unknown } | undefined)?.username ?? '',
                ).toLowerCase()
              : '';
            return `${operationId}:${req.ip}:${account}`;
          },
        },
      } as NonNullable<typeof route.config>;
    }
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) =>
      new ApiError(
        ErrorCode.TOO_MANY_REQUESTS,
        `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
        429,
      ),
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.headers['x-user-token'];
    if (typeof token !== 'string' || !token) return;
    const session = await resolveSession(ctx, token);
    req.auth = session;
    if (session) {
      const rotated = await rotateSession(ctx, session);
      if (rotated) {
        reply.header('authorization', rotated);
        req.auth = { ...session, token: rotated };
      }
    }
  });

  await app.register(openapiGlue, {
    specification: document as unknown as Record<string, unknown>,
    prefix: '/api',
    securityHandlers: {
      // The requirement's role list (`userToken: [guest]`) says whether a guest session may call.
      userToken: async (req: FastifyRequest, _reply: FastifyReply, roles?: string[]) => {
        if (!req.auth) throw new ApiError(ErrorCode.UNAUTHORIZED, 'Please log in first', 401);
        if (req.auth.user.role === 'guest' && !roles?.includes('guest'))
          throw new ApiError(ErrorCode.FORBIDDEN, 'Guests may not do this; please log in', 403);
      },
    },
    operationResolver: (operationId: string) => {
      const impl = handlers[operationId];
      if (!impl) {
        return async (_req: FastifyRequest, reply: FastifyReply) =>
          reply.code(501).send(fail(ErrorCode.NOT_AVAILABLE, NOT_AVAILABLE_MESSAGE));
      }
      return async (req: FastifyRequest, reply: FastifyReply) => {
        const broken = sharedRuleErrors(operationId, req.body);
        if (broken)
          throw new ApiError(ErrorCode.VALIDATION_FAILED, 'Validation failed', 200, broken);
        const data = await impl(req, reply, ctx);
        if (reply.sent) return reply;
        return reply.send(ok(data ?? null));
      };
    },
  });
}
