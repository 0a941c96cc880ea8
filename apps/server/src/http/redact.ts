import type { FastifyRequest } from 'fastify';

/**
 * What the server may print about a failure. The log never holds request bodies, session or
 * idempotency tokens, passwords or their hashes: an error is printed as its names, codes, messages and
 * stack, without the query parameters a database error carries, and every value the request brought
 * (body, query, path parameters, credential headers) is blanked wherever it still appears.
 */

export const REDACTED = '[redacted]';

/** Headers whose values are credentials. */
const SECRET_HEADERS = [
  'x-user-token',
  'authorization',
  'cookie',
  'x-idempotent-token',
  'x-operator-token',
];
/** Shorter request values are not blanked: they cannot be a password or token, and would mangle the text. */
const MIN_SECRET_LENGTH = 4;
/** Password hashes and anything token-like (long runs of base64url characters). */
const SECRET_SHAPES = [/\$argon2(?:id|i|d)\$[^\s'",)]*/g, /[A-Za-z0-9_-]{32,}/g];
/** The part of a database error's message that lists the query's parameter values. */
const PARAMS_LINE = /\n\s*params:[^\n]*/g;

/** Every string value in a request body, query or parameter object, however deep. */
function stringsIn(value: unknown, out: Set<string>, depth = 0) {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (value.length >= MIN_SECRET_LENGTH) out.add(value);
  } else if (typeof value === 'number' || typeof value === 'boolean') {
    return;
  } else if (Array.isArray(value)) {
    for (const item of value) stringsIn(item, out, depth + 1);
  } else if (typeof value === 'object') {
    for (const item of Object.values(value as Record<string, unknown>))
      stringsIn(item, out, depth + 1);
  }
}

/** The values a request brought that must not reach the log. */
export function requestSecrets(req: Pick<FastifyRequest, 'headers' | 'body' | 'query' | 'params'>) {
  const out = new Set<string>();
  for (const name of SECRET_HEADERS) stringsIn(req.headers[name], out);
  stringsIn(req.body, out);
  stringsIn(req.query, out);
  stringsIn(req.params, out);
  return [...out];
}

/** Blanks the given values and anything shaped like a hash or token. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  // Longest first, so a value that contains another is blanked whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join(REDACTED);
    // The same value as JSON or a SQL literal would print it (escaped quotes, NUL, …).
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (escaped !== secret) out = out.split(escaped).join(REDACTED);
  }
  for (const shape of SECRET_SHAPES) out = out.replace(shape, REDACTED);
  return out;
}

/**
 * An error as text: name, code, message and stack of it and its causes, without the parameter values
 * that database errors carry (drizzle's `params`, pg's `detail`, `where`).
 */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : 'non-error thrown';
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}${typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : ''}`;
  const message = error.message.replace(PARAMS_LINE, '');
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  let text = `${head}: ${message}${stack ? `\n${stack}` : ''}`;
  if (error.cause !== undefined && depth < 3) {
    text += `\ncaused by ${describeError(error.cause, depth + 1)}`;
  }
  return text;
}

/** Prints a failed request: method, route, and the error, with the request's values blanked. */
export function logRequestError(req: FastifyRequest, error: unknown) {
  const route = req.routeOptions?.url ?? req.url.split('?')[0] ?? '';
  const text = redact(
    `${req.method} ${route} failed: ${describeError(error)}`,
    requestSecrets(req),
  );
  req.log.error(text);
  console.error(text);
}

/** Prints a failure outside a request (timers, jobs) without the values its error carries. */
export function logError(context: string, error: unknown) {
  console.error(redact(`${context}: ${describeError(error)}`));
}
