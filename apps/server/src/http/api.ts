import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { resolveSession, rotateSession } from '../modules/auth/service';
import { fail, ok } from '../envelope';
import { type OpenApiDocument } from './contract';
import { AppError, ErrorCode } from '../kernel/errors';
import { httpStatusOf } from './errors';
import type { AppContext } from '../kernel/context';
import { moduleRoutes } from '../modules';
import type { SessionInfo } from '../modules/auth/service';
import { isClaimingInTransaction, type AnyHandler, type HandlerInput } from './route';
import { idempotentOperations, runIdempotent } from './idempotency';
import { moneyCallLimitHook, rateLimitHook } from './rateLimit';
import { logRequestError } from './redact';
import { sharedRuleErrors } from './sharedRules';
import { registerUrlLimit } from './transport';
import { registerUploadParsing } from './uploads';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionInfo | null;
  }
}

/**
 * Money flows come in later issues. Until then every other operation of the contract answers
 * NOT_AVAILABLE (501, HTTP 501) with this message; the contract tests list them.
 */
export const NOT_AVAILABLE_MESSAGE = 'Not available on this server yet';

/** The input a typed handler gets, from the validated request. */
function handlerInput(req: FastifyRequest, reply: FastifyReply): HandlerInput<never> {
  return {
    body: (req.body ?? {}) as never,
    params: (req.params ?? {}) as never,
    query: (req.query ?? {}) as never,
    auth: req.auth,
    headers: req.headers,
    ip: req.ip,
    reply,
    me: () => {
      if (!req.auth || req.auth.user.role === 'guest')
        throw new AppError(ErrorCode.UNAUTHORIZED, 'Please log in first');
      return req.auth.user;
    },
    sessionUser: () => {
      if (!req.auth) throw new AppError(ErrorCode.UNAUTHORIZED, 'Please log in first');
      return req.auth.user;
    },
  };
}

const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as typeof addFormatsImport;

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

const IDEMPOTENCY_HEADER = 'x-idempotent-token';

/** Node gives header names in lower case; the document spells them as the contract does. */
function lowercaseHeaderNames(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const required = schema.required as string[] | undefined;
  return {
    ...schema,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v]),
          ),
        }
      : {}),
    ...(required ? { required: required.map((k) => k.toLowerCase()) } : {}),
  };
}

function withoutHeader(schema: Record<string, unknown>, name: string): Record<string, unknown> {
  const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
  for (const key of Object.keys(properties)) if (key.toLowerCase() === name) delete properties[key];
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (k) => k.toLowerCase() !== name,
  );
  return { ...schema, properties, required };
}

export interface ApiOptions {
  document: OpenApiDocument;
  ctx: AppContext;
  /** Handlers that replace or add to the built-in ones (tests of operations not offered yet). */
  handlers?: Record<string, AnyHandler> | undefined;
}

/** The contract's routes under /api, validated from the document; errors in the envelope. */
export async function registerApi(
  app: FastifyInstance,
  { document, ctx, handlers: overrides }: ApiOptions,
) {
  const table: Record<string, AnyHandler> = { ...moduleRoutes, ...overrides };
  const strict = makeAjv(false);
  const idempotent = idempotentOperations(document);
  const coercing = makeAjv(true);

  registerUrlLimit(app);
  app.decorateRequest('auth', null);
  // JSON only: a text/plain body would skip the document's JSON schemas, so it is refused (415).
  app.removeContentTypeParser('text/plain');

  app.setValidatorCompiler(({ schema, httpPart }) => {
    // glue inlines $refs and may add an $id; compile each route's schema on its own.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    if (httpPart === 'headers') return coercing.compile(lowercaseHeaderNames(rest));
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
        error.errors[0] instanceof AppError
      ) {
        cause = error.errors[0];
      }
      if (cause instanceof AppError) {
        return reply
          .code(httpStatusOf(cause.code))
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
        logRequestError(req, error);
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
      const code = (
        [401, 403, 404, 408, 413, 414, 415, 429, 431] satisfies number[] as number[]
      ).includes(status)
        ? status
        : ErrorCode.BAD_REQUEST;
      return reply.code(status).send(fail(code, message));
    },
  );

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !route.schema) return;
    // The documents' response schemas are checked by the contract tests, not used to serialise.
    delete (route.schema as { response?: unknown }).response;
    // The rest is the user contract's (/api); the operator document's routes are its own.
    if (!route.url.startsWith('/api/')) return;
    route.config = { ...(route.config as object), operationId } as FastifyContextConfig;
    if (!(operationId in table)) {
      // Not offered yet: answer "not available" whatever the input.
      const s = route.schema as Record<string, unknown>;
      delete s.body;
      delete s.querystring;
      delete s.params;
      delete s.headers;
    }
    if (idempotent.has(operationId)) {
      // The idempotency wrapper answers a missing or unknown token with the contract's 1100 / 1101.
      const headers = (route.schema as { headers?: Record<string, unknown> }).headers;
      if (headers)
        (route.schema as { headers?: unknown }).headers = withoutHeader(
          headers,
          IDEMPOTENCY_HEADER,
        );
    }
    // Rate limits (counted in the database, after validation): src/http/rateLimit.ts.
    const limit = rateLimitHook(ctx.db, operationId);
    if (limit) route.preHandler = [route.preHandler ?? []].flat().concat(limit);
    if (idempotent.has(operationId) && operationId in table)
      route.preHandler = [route.preHandler ?? []]
        .flat()
        .concat(moneyCallLimitHook(ctx.db, ctx.moneyCallsPerMinute));
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

  await registerUploadParsing(app);
  await app.register(openapiGlue, {
    specification: document as unknown as Record<string, unknown>,
    prefix: '/api',
    securityHandlers: {
      // The requirement's role list (`userToken: [guest]`) says whether a guest session may call.
      userToken: async (req: FastifyRequest, _reply: FastifyReply, roles?: string[]) => {
        if (!req.auth) throw new AppError(ErrorCode.UNAUTHORIZED, 'Please log in first');
        if (req.auth.user.role === 'guest' && !roles?.includes('guest'))
          throw new AppError(ErrorCode.FORBIDDEN, 'Guests may not do this; please log in');
      },
    },
    operationResolver: (operationId: string) => {
      const impl = table[operationId];
      if (!impl) {
        return async (_req: FastifyRequest, reply: FastifyReply) =>
          reply.code(501).send(fail(ErrorCode.NOT_AVAILABLE, NOT_AVAILABLE_MESSAGE));
      }
      return async (req: FastifyRequest, reply: FastifyReply) => {
        const broken = sharedRuleErrors(operationId, req.body);
        if (broken) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Validation failed', broken);
        if (idempotent.has(operationId)) {
          return runIdempotent(
            ctx.kernel.idempotency,
            operationId,
            req,
            reply,
            () => impl(handlerInput(req, reply), ctx),
            { claimInTransaction: isClaimingInTransaction(impl) },
          );
        }
        const data = await impl(handlerInput(req, reply), ctx);
        if (reply.sent) return reply;
        return reply.send(ok(data ?? null));
      };
    },
  });
}
